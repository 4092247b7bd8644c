// Cache prefetching for Choreo's per-frame loops, which Swift has no way to ask for.
#ifndef CHOREO_CPREFETCH_SHIM_H
#define CHOREO_CPREFETCH_SHIM_H

/// Asks the processor to start loading the `lines` 64-byte cache lines from `address`, without
/// waiting for them.
///
/// A hint only: nothing is read, so an address that is no longer valid does no harm. A frame's
/// loop over thousands of heap objects calls it for the objects a few steps ahead, so that
/// their loads overlap the work on the current ones instead of stalling it one by one.
static inline void choreo_prefetch(const void *address, int lines) {
  const char *line = (const char *)address;
  for (int index = 0; index < lines; index++) {
    __builtin_prefetch(line + 64 * index, 0, 3);
  }
}

/// Asks the processor to start loading the `lines` lines at the address held in the word at
/// `word`: the heap box of a value an existential holds, when the value is boxed.
///
/// A hint only, as above: when the word holds no address (a value stored inline in the
/// existential), the hint is of no use and does no harm.
static inline void choreo_prefetch_indirect(const void *word, int lines) {
  choreo_prefetch(*(const void *const *)word, lines);
}

#endif
