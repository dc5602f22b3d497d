import Testing

/// The parent of the host suites: SDL and FreeType are not thread-safe, so these run one at a time.
@Suite(.serialized)
enum HostSuite {}
