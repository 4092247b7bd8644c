extension HTMLPlayer {
  /// The page's style sheet.
  ///
  /// Only the frame with class `current` is displayed; the stage is white, as video frames are
  /// by default, so transparent frames look the same in both.
  static let style = """
    body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #f4f4f5; color: #18181b; }
    main { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px; }
    h1 { margin: 0; font-size: 16px; font-weight: 600; }
    #stage { background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); }
    #stage img { display: none; width: 100%; height: 100%; object-fit: contain; }
    #stage img.current { display: block; }
    #controls { display: flex; flex-direction: column; gap: 8px; width: 100%; max-width: 560px; }
    #controls .row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
    #scrubber { flex: 1; min-width: 160px; }
    #time { min-width: 12em; text-align: right; font-variant-numeric: tabular-nums; }

    """

  /// The player's script.
  ///
  /// Playback is a function of the clock, not a count of animation frames: while playing, the
  /// frame shown is the one playback started on plus the whole frames elapsed since, at the
  /// chosen speed, so a slow display drops frames rather than slowing down. Changing speed or
  /// scrubbing restarts that clock from the frame shown.
  static let script = """
    (function () {
      "use strict";
      var stage = document.getElementById("stage");
      var frames = stage.getElementsByTagName("img");
      var count = frames.length;
      var fps = parseFloat(stage.getAttribute("data-fps"));
      var playButton = document.getElementById("play");
      var scrubber = document.getElementById("scrubber");
      var time = document.getElementById("time");
      var speed = document.getElementById("speed");
      var loop = document.getElementById("loop");
      var index = 0;
      var playing = false;
      var request = 0;
      var rate = 1;
      var startTime = 0;
      var startIndex = 0;

      // Frames load one second ahead of the one shown; see HTMLPlayer's documentation.
      var ahead = Math.min(count, Math.max(2, Math.ceil(fps)));

      function load(frame) {
        var source = frame.getAttribute("data-src");
        if (source !== null) {
          frame.setAttribute("src", source);
          frame.removeAttribute("data-src");
        }
      }

      function show(next) {
        frames[index].className = "";
        index = next;
        frames[index].className = "current";
        for (var k = 0; k < ahead; k++) {
          load(frames[(index + k) % count]);
        }
        scrubber.value = String(index);
        time.textContent = (index / fps).toFixed(3) + " s · frame " + index + " of " + count;
      }

      function restartClock() {
        startTime = performance.now();
        startIndex = index;
      }

      function tick() {
        var elapsed = (performance.now() - startTime) / 1000;
        var next = startIndex + Math.floor(elapsed * fps * rate);
        if (next >= count) {
          if (!loop.checked) {
            show(count - 1);
            setPlaying(false);
            return;
          }
          next = next % count;
        }
        // A frame still loading keeps the one before it on screen.
        if (next !== index && frames[next].complete) {
          show(next);
        }
        request = requestAnimationFrame(tick);
      }

      function setPlaying(on) {
        if (on === playing) {
          return;
        }
        playing = on;
        playButton.textContent = on ? "Pause" : "Play";
        if (on) {
          if (index === count - 1 && !loop.checked) {
            show(0);
          }
          restartClock();
          request = requestAnimationFrame(tick);
        } else {
          cancelAnimationFrame(request);
        }
      }

      function step(delta) {
        setPlaying(false);
        show((index + delta + count) % count);
      }

      playButton.addEventListener("click", function () {
        setPlaying(!playing);
      });
      document.getElementById("back").addEventListener("click", function () {
        step(-1);
      });
      document.getElementById("forward").addEventListener("click", function () {
        step(1);
      });
      scrubber.addEventListener("input", function () {
        show(parseInt(scrubber.value, 10));
        if (playing) {
          restartClock();
        }
      });
      speed.addEventListener("change", function () {
        rate = parseFloat(speed.value);
        if (playing) {
          restartClock();
        }
      });
      // Space would also press a focused button, so its default is prevented on key up too.
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) {
          return;
        }
        if (event.key === " ") {
          event.preventDefault();
          if (!event.repeat) {
            setPlaying(!playing);
          }
        } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
          if (event.target === scrubber || event.target === speed) {
            return;
          }
          event.preventDefault();
          step(event.key === "ArrowLeft" ? -1 : 1);
        }
      });
      document.addEventListener("keyup", function (event) {
        if (event.key === " ") {
          event.preventDefault();
        }
      });
      // Browsers may restore the chosen speed on reload; play at the speed shown.
      rate = parseFloat(speed.value);
      show(0);
    })();

    """
}
