// The one place the engine imports the C library: the standard library has no `exp`, `log`, `sin`
// or `cos`, and the springs need them. Every other engine file sees only these functions.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// eˣ (the C library's `exp`).
@inline(__always)
func exp(_ x: Double) -> Double {
  #if canImport(Glibc)
  Glibc.exp(x)
  #else
  Darwin.exp(x)
  #endif
}

/// The natural logarithm (the C library's `log`).
@inline(__always)
func log(_ x: Double) -> Double {
  #if canImport(Glibc)
  Glibc.log(x)
  #else
  Darwin.log(x)
  #endif
}

/// The sine of `x` radians (the C library's `sin`).
@inline(__always)
func sin(_ x: Double) -> Double {
  #if canImport(Glibc)
  Glibc.sin(x)
  #else
  Darwin.sin(x)
  #endif
}

/// The cosine of `x` radians (the C library's `cos`).
@inline(__always)
func cos(_ x: Double) -> Double {
  #if canImport(Glibc)
  Glibc.cos(x)
  #else
  Darwin.cos(x)
  #endif
}
