/// The motion measurements (``MotionTrace``, ``MotionMetrics``, ``MotionClip``) live in their own
/// module, re-exported: every client of the model reads them as part of it.
@_exported import PlaygroundMotion
