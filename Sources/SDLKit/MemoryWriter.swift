import CSDL2

/// A growable byte buffer that SDL can write to through an `SDL_RWops` (SDL2 has no growing
/// memory stream of its own). Used to encode PNGs in memory.
final class MemoryWriter {
  /// Everything written so far.
  private(set) var bytes: [UInt8] = []

  /// Allocates an `SDL_RWops` whose writes append to `bytes`. The caller frees it with
  /// `SDL_FreeRW` while this writer is still alive.
  func makeRWops() -> UnsafeMutablePointer<SDL_RWops>? {
    guard let rw = SDL_AllocRW() else { return nil }
    rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
    CSDL2_RWSetUserData(rw, Unmanaged.passUnretained(self).toOpaque())
    rw.pointee.size = { rw in
      guard let rw, let writer = MemoryWriter.from(rw) else { return -1 }
      return Int64(writer.bytes.count)
    }
    rw.pointee.seek = { rw, offset, whence in
      guard let rw, let writer = MemoryWriter.from(rw) else { return -1 }
      // Only "where am I" queries are supported: the stream is append-only.
      if offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END) { return Int64(writer.bytes.count) }
      return -1
    }
    rw.pointee.read = { _, _, _, _ in 0 }
    rw.pointee.write = { rw, pointer, size, count in
      guard let rw, let pointer, let writer = MemoryWriter.from(rw) else { return 0 }
      let total = size * count
      writer.bytes.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: total))
      return count
    }
    rw.pointee.close = { rw in
      if let rw { SDL_FreeRW(rw) }
      return 0
    }
    return rw
  }

  private static func from(_ rw: UnsafeMutablePointer<SDL_RWops>) -> MemoryWriter? {
    guard let data = CSDL2_RWGetUserData(rw) else { return nil }
    return Unmanaged<MemoryWriter>.fromOpaque(data).takeUnretainedValue()
  }
}
