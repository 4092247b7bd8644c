import Foundation

extension ViewHost {
  /// What the host shows at its current time: every drawing view back to front, at its
  /// presented frame, under the presented effects above it, views transitioning out included.
  ///
  /// Complexity: O(n) in the number of nodes; O(n) in the number of drawing views and effects
  /// while nothing but the time has changed since the last display list.
  public var displayList: DisplayList {
    layoutIfNeeded()
    return graph.displayList(size: size)
  }
}

extension ViewGraph {
  /// The display list of the tree at the graph's time, for a host of `size` points; the tree
  /// must be laid out.
  ///
  /// Plays the last recording, or records one if the tree or its layout changed since.
  func displayList(size: CGSize) -> DisplayList {
    guard let root else { return DisplayList(size: size, items: []) }
    // Taken out while it plays, so that the list it keeps is not shared and changes in place.
    var recording: DisplayListRecording
    if let kept = displayListRecording.take() {
      recording = kept
    } else {
      var recorder = DisplayListRecorder(capacity: displayListSteps)
      recorder.add(root)
      recording = recorder.recording
      displayListSteps = recording.steps.count
    }
    let (items, groups) = recording.play(at: time)
    displayListRecording = recording
    let list = DisplayList(size: size, items: items, groups: groups)
    if Self.checksRecordings {
      var recorder = DisplayListRecorder()
      recorder.add(root)
      var recording = recorder.recording
      let fresh = recording.play(at: time)
      precondition(
        fresh.items == items && fresh.groups == groups,
        "A kept display list recording is stale at time \(time): a change to the tree or its "
          + "layout did not call invalidateDrawing()")
    }
    return list
  }

  /// Forgets the display list recording: the next display list walks the tree again.
  ///
  /// Called wherever the tree, a node's drawing inputs or the layout may change: update
  /// passes, layouts, and the end of a removal or its interruption. A tick alone keeps the
  /// recording: effects and shapes read their attributes as it plays, and a leaf frame whose
  /// animation ended (its attribute dropped) presents its model frame, as a new walk would.
  func invalidateDrawing() {
    displayListRecording = nil
  }

  /// Whether every display list played from a kept recording is checked against a new
  /// walk (set `CHOREO_CHECK_DISPLAY_LISTS=1` to run the tests so).
  static let checksRecordings =
    ProcessInfo.processInfo.environment["CHOREO_CHECK_DISPLAY_LISTS"]
    == "1"

  /// `node`'s presented frame, given its model frame.
  ///
  /// That is the animated frame of the leaf it wraps, moved and resized alike. Views inside
  /// geometry groups take the general (slower) route. Drawing and hit testing both use it, so
  /// taps land where views are shown.
  func presentedFrame(of node: ViewNode, model: CGRect, insideGroup: Bool) -> CGRect {
    ChainLeaf(of: node, model: model, insideGroup: insideGroup)
      .frame(for: node, model: model, at: time)
  }
}
