import Testing

/// The parent of every suite in this target. SDL (and FreeType behind SDL2_ttf) is not
/// thread-safe, so all rendering tests run one at a time: `.serialized` applies to the nested
/// suites too.
@Suite(.serialized)
enum RenderingSuite {}
