import Testing

/// The parent of every suite in this target. SDL is not thread-safe, so SDLKit's tests run one at
/// a time: `.serialized` applies to the nested suites too.
@Suite(.serialized)
enum SDLKitSuite {}
