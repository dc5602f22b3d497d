import Testing

/// The parent of every suite that touches SDL (windows, renderers, fonts): SDL and FreeType are
/// not thread-safe, so these tests run one at a time (`.serialized` applies to nested suites).
@Suite(.serialized)
enum PlaygroundSuite {}
