import CPrefetch

/// Asks the processor to start loading the first `lines` 64-byte cache lines of `object`,
/// without waiting for them, and without retaining it.
///
/// A frame's loops (the tick over animating attributes, the display list over its steps) visit
/// thousands of heap objects spread over memory, and used to stall on each in turn. Hinting the
/// objects a few iterations ahead lets their loads overlap the work on the current ones.
///
/// Only a hint: nothing is read, and an object freed since its address was taken does no harm.
@inline(__always)
func prefetch(_ object: AnyObject, lines: Int) {
  prefetch(address: Unmanaged.passUnretained(object).toOpaque(), lines: lines)
}

/// `prefetch(_:lines:)` for an object known by its address.
@inline(__always)
func prefetch(address: UnsafeRawPointer, lines: Int) {
  choreo_prefetch(address, Int32(lines))
}
