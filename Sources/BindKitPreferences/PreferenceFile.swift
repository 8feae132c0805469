import Foundation
import Glibc

/// Why the preferences file could not be read or written.
struct PreferenceFileError: Error, CustomStringConvertible {
  let description: String

  /// The failed call `call` on `path`, with errno's text.
  static func posix(_ call: String, _ path: String, _ code: Int32 = errno) -> PreferenceFileError {
    PreferenceFileError(description: "\(call) \(path): \(String(cString: strerror(code)))")
  }
}

/// The file's reading, locking and atomic, durable writing.
struct PreferenceFile {
  /// The JSON file.
  let path: String

  var directory: String { (path as NSString).deletingLastPathComponent }
  var lockPath: String { path + ".lock" }

  /// What a read found.
  enum Contents {
    /// No file (or an empty folder): nothing to merge.
    case missing
    /// The file's top-level object.
    case values([String: JSONValue])
    /// The file exists but is not a JSON object (empty, truncated, binary, another shape).
    case unreadable(String)
  }

  func read() -> Contents {
    guard let data = FileManager.default.contents(atPath: path) else {
      if access(path, F_OK) == 0 { return .unreadable("cannot read \(path): \(String(cString: strerror(errno)))") }
      return .missing
    }
    if data.isEmpty { return .unreadable("\(path) is empty") }
    do {
      return .values(try JSONDecoder().decode([String: JSONValue].self, from: data))
    } catch {
      return .unreadable("\(path) is not a JSON object (\(data.count) bytes)")
    }
  }

  /// Renames the file aside to `<name>.corrupt-<n>` (the first free n); returns the new path.
  func moveAside() -> String? {
    for n in 1...1000 {
      let aside = "\(path).corrupt-\(n)"
      if access(aside, F_OK) == 0 { continue }
      return rename(path, aside) == 0 ? aside : nil
    }
    return nil
  }

  /// Makes the folder (and its parents) if it is missing.
  func ensureDirectory() throws {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw PreferenceFileError(description: "cannot create \(directory): \(error.localizedDescription)")
    }
  }

  /// Runs `body` holding the advisory lock (`flock` on `<name>.lock`), so that two processes' read-merge-writes do
  /// not interleave.
  func withLock<R>(_ body: () throws -> R) throws -> R {
    try ensureDirectory()
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    // A folder where the lock cannot be made (read-only) still gets its write attempted, and that reports.
    guard fd >= 0 else { return try body() }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(fd, LOCK_UN) }
    return try body()
  }

  /// Writes `values` atomically and durably: a temporary file in the same folder, fsync, rename over the old
  /// file, fsync the folder. On any failure the old file is untouched and the temporary file removed.
  func write(_ values: [String: JSONValue]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(values)
    data.append(0x0A)
    let temporary = "\(path).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw PreferenceFileError.posix("open", temporary) }
    var failure: PreferenceFileError?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = .posix("write", temporary)
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(fd) != 0 { failure = .posix("fsync", temporary) }
    if close(fd) != 0, failure == nil { failure = .posix("close", temporary) }
    if failure == nil, rename(temporary, path) != 0 { failure = .posix("rename", path) }
    if let failure {
      unlink(temporary)
      throw failure
    }
    let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }
}
