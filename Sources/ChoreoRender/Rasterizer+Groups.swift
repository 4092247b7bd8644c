import Choreo
import Foundation

extension Rasterizer {
  /// Draws `items` into `target`, back to front, grouping them by the group at `level` of
  /// their group chains.
  ///
  /// Consecutive items of one group draw into a layer of their own, which is then composited
  /// at the group's opacity, through the alpha of its mask's content (drawn into a second
  /// layer) if it has one. An item's clips become a coverage mask over the pixels where all of
  /// them overlap.
  func drawItems(
    _ items: ArraySlice<DisplayList.Item>, level: Int, groups: [DisplayList.Group],
    into target: PixelTarget, renderer: inout ItemRenderer
  ) {
    for run in GroupRun.runs(of: items, level: level) {
      switch run {
      case .item(let item) where item.clips.isEmpty:
        renderer.draw(item, into: target, originX: 0, originY: 0, mask: nil)
      case .item(let item):
        let clip = clipMask(
          item.clips, width: target.width, height: target.height,
          accumulator: &renderer.accumulator)
        renderer.draw(item, into: target, originX: 0, originY: 0, mask: clip)
      case .grouped(let group, let members) where groups.indices.contains(group):
        drawGroup(
          members, level: level, group: groups[group], groups: groups, into: target,
          renderer: &renderer)
      case .grouped:
        break
      }
    }
  }

  // MARK: - Private

  private func drawGroup(
    _ members: ArraySlice<DisplayList.Item>, level: Int, group: DisplayList.Group,
    groups: [DisplayList.Group], into target: PixelTarget, renderer: inout ItemRenderer
  ) {
    let opacity = group.opacity.isNaN ? 0 : min(max(group.opacity, 0), 1)
    guard opacity > 0 else { return }
    let count = target.width * target.height
    let content = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
    defer { content.deallocate() }
    content.initialize(repeating: 0, count: count)
    let layer = PixelTarget(
      pixels: content, width: target.width, height: target.height, colors: target.colors)
    drawItems(members, level: level + 1, groups: groups, into: layer, renderer: &renderer)
    var coverage: CoverageMask?
    if let mask = group.mask {
      // The mask's content draws into a second layer; only its alpha is kept.
      let alpha = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
      defer { alpha.deallocate() }
      alpha.initialize(repeating: 0, count: count)
      let maskLayer = PixelTarget(
        pixels: alpha, width: target.width, height: target.height, colors: target.colors)
      drawItems(mask[...], level: 0, groups: groups, into: maskLayer, renderer: &renderer)
      var values = CoverageMask(x: 0, y: 0, width: target.width, height: target.height)
      for pixel in 0..<count {
        values.values[pixel] = UInt8(Blend.alpha(alpha[pixel]))
      }
      coverage = values
    }
    target.composite(
      content, width: target.width, height: target.height, x: 0, y: 0,
      opacity: UInt32((opacity * 255).rounded()), mask: coverage)
  }

  /// The pixels inside every clip, over the part of the canvas their bounds share.
  private func clipMask(
    _ clips: [DisplayList.Clip], width: Int, height: Int,
    accumulator: inout CoverageAccumulator
  ) -> CoverageMask {
    let scale = Double(self.scale)
    var (left, top, right, bottom) = (0, 0, width, height)
    for clip in clips {
      let bounds = clip.path.boundingRect
      guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite
      else { continue }
      left = max(left, Int(pixel: Double(bounds.minX) * scale, rounded: .down))
      top = max(top, Int(pixel: Double(bounds.minY) * scale, rounded: .down))
      right = min(right, Int(pixel: Double(bounds.maxX) * scale, rounded: .up))
      bottom = min(bottom, Int(pixel: Double(bounds.maxY) * scale, rounded: .up))
    }
    let toPixels = Affine(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
    var result = CoverageMask(x: left, y: top, width: right - left, height: bottom - top)
    for (index, clip) in clips.enumerated() {
      var mask = CoverageMask(x: left, y: top, width: right - left, height: bottom - top)
      mask.fill(clip.path, style: clip.style, transform: toPixels, accumulator: &accumulator)
      if index == 0 {
        result = mask
      } else {
        for pixel in result.values.indices {
          result.values[pixel] = min(result.values[pixel], mask.values[pixel])
        }
      }
    }
    return result
  }
}

extension Int {
  /// A pixel coordinate from a coordinate in pixels, rounded by `rule` and clamped to ±10⁹ so
  /// that arithmetic on it cannot overflow; NaN counts as 0.
  ///
  /// A view's bounds can lie anywhere a finite number reaches (an offset of 10³⁰⁰); converted
  /// unclamped, they would trap.
  init(pixel value: Double, rounded rule: FloatingPointRoundingRule) {
    self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -1e9), 1e9).rounded(rule))
  }
}
