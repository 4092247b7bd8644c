/// Which part of each frame a GIF stores, and what happens to it before the next frame.
///
/// The first frame is stored whole. Each later frame stores only the bounding rectangle of the
/// pixels whose palette index changed, drawn over the previous frame ("do not dispose"); inside
/// it, pixels that did not change are written as the transparent index, which leaves the
/// canvas as it was and gives LZW long runs to compress.
///
/// A pixel that was opaque and becomes transparent cannot be drawn that way: a transparent
/// pixel leaves the canvas alone. So the frame before it is disposed "to background" (decoders
/// clear its rectangle to transparent), its rectangle is widened to cover every such pixel, and
/// the next frame's rectangle covers the cleared one so it can redraw what stays. A frame that
/// changes nothing stores one transparent pixel at the top-leading corner.
///
/// Planning compares whole frames (in parallel, pair by pair) and then walks the frames once
/// in order to settle rectangles; encoding each frame afterwards needs only its plan, the
/// previous frame's plan and the two frames' indices.
struct GIFFramePlan: Equatable, Sendable {
  /// A rectangle of pixels.
  struct Rect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The smallest rectangle holding both; `nil` holds nothing.
    func union(_ other: Rect?) -> Rect {
      guard let other else { return self }
      let minX = min(x, other.x)
      let minY = min(y, other.y)
      let maxX = max(x + width, other.x + other.width)
      let maxY = max(y + height, other.y + other.height)
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func contains(x px: Int, y py: Int) -> Bool {
      px >= x && px < x + width && py >= y && py < y + height
    }
  }

  /// GIF's disposal methods.
  enum Disposal: UInt8, Sendable {
    /// Leave the frame on the canvas.
    case doNotDispose = 1
    /// Clear the frame's rectangle to the background (transparent).
    case restoreToBackground = 2
  }

  /// The pixels stored.
  var rect: Rect
  /// What happens to them before the next frame.
  var disposal: Disposal

  /// What changed from `previous` to `current` (indices of equal-sized frames): the bounding
  /// rectangle of changed pixels, and that of opaque pixels that became transparent.
  static func changes(
    from previous: [UInt8], to current: [UInt8], width: Int
  ) -> (changed: Rect?, cleared: Rect?) {
    var changed = Bounds()
    var cleared = Bounds()
    let transparent = GIFPalette.transparentIndex
    previous.withUnsafeBufferPointer { previous in
      current.withUnsafeBufferPointer { current in
        let height = current.count / width
        for y in 0..<height {
          let row = y * width
          var x = 0
          while x < width {
            let before = previous[row + x]
            let after = current[row + x]
            if before != after {
              changed.include(x: x, y: y)
              if after == transparent { cleared.include(x: x, y: y) }
            }
            x += 1
          }
        }
      }
    }
    return (changed.rect, cleared.rect)
  }

  /// The plans of all frames from what changed between each pair of neighbours (`changes[k]`
  /// is from frame k − 1 to frame k; `changes[0]` is ignored).
  static func plans(
    width: Int, height: Int, changes: [(changed: Rect?, cleared: Rect?)]
  ) -> [GIFFramePlan] {
    var plans: [GIFFramePlan] = []
    plans.reserveCapacity(changes.count)
    for (index, change) in changes.enumerated() {
      guard index > 0 else {
        plans.append(
          GIFFramePlan(
            rect: Rect(x: 0, y: 0, width: width, height: height), disposal: .doNotDispose))
        continue
      }
      var rect = change.changed
      if let cleared = change.cleared {
        plans[index - 1].rect = plans[index - 1].rect.union(cleared)
        plans[index - 1].disposal = .restoreToBackground
        rect = plans[index - 1].rect.union(rect)
      }
      plans.append(
        GIFFramePlan(
          rect: rect ?? Rect(x: 0, y: 0, width: 1, height: 1), disposal: .doNotDispose))
    }
    return plans
  }

  /// The indices this plan stores from `current`: its rectangle, with pixels that the canvas
  /// already shows (the previous frame, or transparency where it was cleared or where there is
  /// no previous frame) replaced by the transparent index.
  func storedIndices(
    of current: [UInt8], width: Int, previous: (indices: [UInt8], plan: GIFFramePlan)?
  ) -> [UInt8] {
    let transparent = GIFPalette.transparentIndex
    var out = [UInt8](repeating: transparent, count: rect.width * rect.height)
    current.withUnsafeBufferPointer { current in
      for y in rect.y..<(rect.y + rect.height) {
        let row = y * width
        let outRow = (y - rect.y) * rect.width
        for x in rect.x..<(rect.x + rect.width) {
          let shown: UInt8
          if let previous,
            !(previous.plan.disposal == .restoreToBackground
              && previous.plan.rect.contains(x: x, y: y))
          {
            shown = previous.indices[row + x]
          } else {
            shown = transparent
          }
          let wanted = current[row + x]
          precondition(
            wanted != transparent || shown == transparent,
            "GIF frame plan cannot clear pixel (\(x), \(y)): the previous frame was not disposed")
          out[outRow + x - rect.x] = wanted == shown ? transparent : wanted
        }
      }
    }
    return out
  }

  /// A growing bounding box of pixels.
  private struct Bounds {
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1

    mutating func include(x: Int, y: Int) {
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }

    var rect: Rect? {
      maxX < 0 ? nil : Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
  }
}
