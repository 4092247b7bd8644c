import Choreo
import Foundation

/// Turns a choreography into files: a still frame, an image sequence, an animated GIF, or
/// the other formats `Format` lists.
///
/// Display lists are made in order on the main actor (the view graph lives there); frames are
/// then drawn and encoded on every core and assembled in order, so the bytes are the same as a
/// serial run's. Files are written atomically (`AtomicWriter`): a failure leaves nothing
/// behind.
///
/// ```swift
/// try Exporter(fps: 30).export(badge, as: .gif, to: URL(fileURLWithPath: "badge.gif"))
/// ```
public struct Exporter: Sendable {
  /// An output format.
  public enum Format: String, CaseIterable, Sendable {
    /// An animated GIF.
    case gif
    /// An animated PNG: full colour and alpha, larger than a GIF.
    case apng
    /// An H.264 MP4 video, through `ffmpeg`.
    case mp4
    /// A VP9 WebM video, through `ffmpeg`.
    case webm
    /// A self-contained HTML page that plays SVG frames, with a scrubber.
    case html
    /// A folder of PNG frames.
    case png
    /// A folder of SVG frames.
    case svg

    /// The file name extension: a folder of frames has none.
    public var fileExtension: String? {
      switch self {
      case .gif, .mp4, .webm, .html: rawValue
      case .apng: "png"
      case .png, .svg: nil
      }
    }

    /// The extension of each frame of a folder of frames; `nil` for formats written as one
    /// file.
    public var frameExtension: String? { fileExtension == nil ? rawValue : nil }
  }

  /// The most frames one export makes: 3,600 (a minute at 60 fps).
  ///
  /// Every frame is kept in memory until it is encoded (4 bytes a pixel); a raster export
  /// whose frames would take more than half the machine's memory is refused
  /// (`ExportError.tooLargeForMemory`).
  public static let maximumFrames = 3_600

  /// Frames per second, 1…120; 30 by default.
  public var fps: Double
  /// Seconds to export; the choreography's own duration when `nil`.
  public var duration: TimeInterval?
  /// Pixels per point for raster formats; 1 by default.
  public var scale: Double
  /// Whether frames are drawn and encoded on every core (the default) or one.
  public var isParallel: Bool
  /// How files are written.
  public var writer: AtomicWriter

  /// An exporter at `fps` frames a second and `scale` pixels a point.
  public init(
    fps: Double = 30, duration: TimeInterval? = nil, scale: Double = 1, isParallel: Bool = true,
    writer: AtomicWriter = AtomicWriter()
  ) {
    self.fps = fps
    self.duration = duration
    self.scale = scale
    self.isParallel = isParallel
    self.writer = writer
  }

  /// Exports `choreography` as `format` to `url` (a file, or a folder for frame sequences).
  ///
  /// `progress` is told how many frames of how many are done, first while the frames are made,
  /// then once they are encoded.
  ///
  /// - Throws: `ExportError` for bad settings, `RenderError` for a size the renderers refuse,
  ///   `OutputError` when the output cannot be written, and the encoders' own errors.
  @MainActor
  public func export(
    _ choreography: Choreography, as format: Format, to url: URL,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws {
    try choreography.validate()
    try checkScale(for: choreography)
    if let frameExtension = format.frameExtension {
      // Refused now, not once every frame is made: a file, or a folder of other files.
      try writer.checkFolderDestination(
        url, forFilesLike: [Self.frameName(0, count: 1, extension: frameExtension)])
    } else {
      try writer.checkDestination(url)
    }
    if format != .svg, format != .html { try checkMemory(for: choreography) }
    let lists = try displayLists(of: choreography, progress: progress)
    switch format {
    case .svg:
      let renderer = SVGRenderer(scale: scale)
      let files = parallelMap(lists.count, isParallel: isParallel) { index in
        (
          name: Self.frameName(index, count: lists.count, extension: "svg"),
          data: renderer.data(for: lists[index])
        )
      }
      try writer.writeFolder(files, to: url)
    case .png:
      let frames = try bitmaps(of: lists)
      let files = try parallelMap(frames.count, isParallel: isParallel) { index in
        Result {
          (
            name: Self.frameName(index, count: frames.count, extension: "png"),
            data: try frames[index].pngData()
          )
        }
      }.map { try $0.get() }
      try writer.writeFolder(files, to: url)
    case .gif:
      let data = try GIFEncoder(framesPerSecond: fps, isParallel: isParallel)
        .encode(bitmaps(of: lists))
      try writer.write(data, to: url)
    case .apng:
      let data = try APNGEncoder(framesPerSecond: fps, isParallel: isParallel)
        .encode(bitmaps(of: lists))
      try writer.write(data, to: url)
    case .mp4, .webm:
      let video: VideoEncoder.Format = format == .mp4 ? .mp4 : .webm
      try VideoEncoder(format: video, framesPerSecond: fps).encode(bitmaps(of: lists), to: url)
    case .html:
      // Frames and page at the scale SVG frames are written at.
      let renderer = SVGRenderer(scale: scale)
      let frames = parallelMap(lists.count, isParallel: isParallel) {
        renderer.render(lists[$0])
      }
      let size = CGSize(
        width: Double(choreography.size.width) * scale,
        height: Double(choreography.size.height) * scale)
      let page = try HTMLPlayer(title: choreography.name, framesPerSecond: fps, size: size)
        .render(svg: frames)
      try writer.write(page, to: url)
    }
    progress(lists.count, lists.count)
  }

  /// One frame of `choreography`, at `time` seconds, as an SVG document or a PNG image.
  @MainActor
  public func still(
    _ choreography: Choreography, at time: TimeInterval, as format: StillFormat
  ) throws -> Data {
    try choreography.validate()
    try checkScale(for: choreography)
    guard time.isFinite, time >= 0 else { throw ExportError.invalidTime(time) }
    let list = ChoreographyPlayer(choreography).displayList(at: time)
    switch format {
    case .svg: return SVGRenderer(scale: scale).data(for: list)
    case .png: return try bitmaps(of: [list])[0].pngData()
    }
  }

  /// The format of one frame.
  public enum StillFormat: String, CaseIterable, Sendable {
    case svg, png
  }

  /// The duration exported and how many frames it takes, checked: a usable frame rate and
  /// duration, and at most `maximumFrames` frames.
  private func frames(of choreography: Choreography) throws -> (
    duration: TimeInterval, count: Int
  ) {
    guard fps.isFinite, fps >= 1, fps <= 120 else { throw ExportError.invalidFPS(fps) }
    let duration = self.duration ?? choreography.duration
    guard duration.isFinite, duration >= 0 else { throw ExportError.invalidDuration(duration) }
    // Counted before the times are made: a long duration would make billions of them.
    let frames = ChoreographyPlayer.frameCount(duration: duration, fps: fps)
    guard frames <= Double(Self.maximumFrames) else {
      throw ExportError.tooManyFrames(
        frames < 1e15 ? Int(frames) : Int.max, limit: Self.maximumFrames)
    }
    return (duration, Int(frames))
  }

  /// Throws unless the scale is finite and positive and leaves each side of `choreography`
  /// at least `shortestSide` pixels, whatever the format: a value that one format cannot use
  /// is a mistake in the others too.
  private func checkScale(for choreography: Choreography) throws {
    let shortestSide = Double(min(choreography.size.width, choreography.size.height)) * scale
    guard scale.isFinite, scale > 0, shortestSide >= Self.shortestSide else {
      throw ExportError.invalidScale(scale)
    }
  }

  /// The shortest side an output may have, in pixels: a thousandth, the finest length SVG
  /// output is written to (a scale that makes less would write a picture 0 wide).
  public static let shortestSide = 0.001

  /// Throws unless the bitmaps of every frame, kept until they are encoded, fit in half of
  /// the machine's memory: a larger export would be killed for want of memory part-way.
  private func checkMemory(for choreography: Choreography) throws {
    let count = try frames(of: choreography).count
    let width = (Double(choreography.size.width) * scale).rounded(.up)
    let height = (Double(choreography.size.height) * scale).rounded(.up)
    let bytes = Double(count) * width * height * 4
    let limit = Double(ProcessInfo.processInfo.physicalMemory) / 2
    guard bytes <= limit else {
      throw ExportError.tooLargeForMemory(
        bytes: bytes < 1e18 ? Int(bytes) : Int.max, limit: Int(limit))
    }
  }

  /// The display lists of every frame, in order.
  @MainActor
  func displayLists(
    of choreography: Choreography, progress: (Int, Int) -> Void
  ) throws -> [DisplayList] {
    let duration = try frames(of: choreography).duration
    let times = ChoreographyPlayer.frameTimes(duration: duration, fps: fps)
    let player = ChoreographyPlayer(choreography)
    var lists: [DisplayList] = []
    for (index, time) in times.enumerated() {
      lists.append(player.displayList(at: time))
      progress(index, times.count)
    }
    return lists
  }

  /// Every list drawn over white at the exporter's scale, on every core.
  private func bitmaps(of lists: [DisplayList]) throws -> [Bitmap] {
    let rasterizer = Rasterizer(
      scale: CGFloat(scale), background: Color.white.resolve(in: EnvironmentValues()))
    return try parallelMap(lists.count, isParallel: isParallel) { index in
      Result { try rasterizer.render(lists[index]) }
    }.map { try $0.get() }
  }

  /// `frame-0007.svg`: numbered from 0, padded to the width of the largest number.
  static func frameName(_ index: Int, count: Int, extension: String) -> String {
    let digits = max(4, String(max(0, count - 1)).count)
    let number = String(index)
    return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number
      + "." + `extension`
  }
}

/// Why an export's settings cannot be used.
public enum ExportError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A frame rate outside 1…120 or not a number.
  case invalidFPS(Double)
  /// A negative or non-finite duration.
  case invalidDuration(TimeInterval)
  /// A negative or non-finite time.
  case invalidTime(TimeInterval)
  /// A scale that is not finite and positive, or that makes a side of the picture shorter
  /// than `Exporter.shortestSide`.
  case invalidScale(Double)
  /// More frames than one export makes.
  case tooManyFrames(Int, limit: Int)
  /// Frames whose bitmaps would take more bytes than half the machine's memory.
  case tooLargeForMemory(bytes: Int, limit: Int)

  public var description: String {
    switch self {
    case .invalidFPS(let fps):
      return "the frame rate \(fps) is not usable: give 1 to 120 frames a second"
    case .invalidDuration(let duration):
      return "the duration \(duration) is not usable: give a number of seconds, 0 or more"
    case .invalidTime(let time):
      return "the time \(time) is not usable: give a number of seconds, 0 or more"
    case .invalidScale(let scale):
      return "the scale \(scale) is not usable: give the pixels a point, more than 0 and "
        + "enough for each side of the picture to be at least \(Exporter.shortestSide) pixels"
    case .tooManyFrames(let count, let limit):
      let frames = count == Int.max ? "more than 10¹⁵ frames" : "\(count) frames"
      return "\(frames) is more than one export makes (\(limit)): lower --fps or --duration"
    case .tooLargeForMemory(let bytes, let limit):
      let needed = bytes == Int.max ? "more than 10⁹ GB" : Self.gigabytes(bytes)
      return "the frames would take \(needed) in memory, more than half of this machine's "
        + "(\(Self.gigabytes(limit))): lower --scale, --fps or --duration"
    }
  }

  private static func gigabytes(_ bytes: Int) -> String {
    String(format: "%.1f GB", Double(bytes) / 1e9)
  }
}
