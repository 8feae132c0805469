import BindKit
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

/// What tells one version of the file from another without reading it: the inode it is (a rename over it makes a
/// new one), its size and its modification time.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: timespec

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modified = status.st_mtim
  }

  static func == (a: FileIdentity, b: FileIdentity) -> Bool {
    a.device == b.device && a.inode == b.inode && a.size == b.size && a.modified.tv_sec == b.modified.tv_sec
      && a.modified.tv_nsec == b.modified.tv_nsec
  }
}

/// The file's reading, locking and atomic, durable writing. It remembers which version of the file it last read
/// or wrote (``lastSeen``), so that a check can tell whether someone else changed it since.
final class PreferenceFile {
  /// The JSON file.
  let path: String
  /// The version of the file the last read or write saw; nil when there was none.
  private(set) var lastSeen: FileIdentity?

  init(path: String) { self.path = path }

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

  /// Reads the file, and remembers the version read as ``lastSeen`` (taken from the open descriptor, so it is the
  /// version whose bytes were read).
  func read() -> Contents {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT || errno == ENOTDIR {
        lastSeen = nil
        return .missing
      }
      lastSeen = currentIdentity()
      return .unreadable("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    var status = stat()
    if fstat(fd, &status) == 0 { lastSeen = FileIdentity(status) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return .unreadable("cannot read \(path): \(String(cString: strerror(errno)))")
      }
      data.append(contentsOf: chunk[..<count])
    }
    if data.isEmpty { return .unreadable("\(path) is empty") }
    do {
      return .values(try JSONDecoder().decode([String: JSONValue].self, from: data))
    } catch {
      return .unreadable("\(path) is not a JSON object (\(data.count) bytes)")
    }
  }

  /// The version of the file on disk now, from `stat`; nil when there is none.
  func currentIdentity() -> FileIdentity? {
    var status = stat()
    return stat(path, &status) == 0 ? FileIdentity(status) : nil
  }

  /// Whether the file on disk is not the version last read or written.
  var hasChangedSinceLastSeen: Bool { currentIdentity() != lastSeen }

  /// Renames the file aside to `<name>.corrupt-<n>` (the first free n); returns the new path.
  func moveAside() -> String? {
    for n in 1...1000 {
      let aside = "\(path).corrupt-\(n)"
      if access(aside, F_OK) == 0 { continue }
      guard rename(path, aside) == 0 else { return nil }
      lastSeen = nil
      return aside
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
    // Without the lock the read-merge-write still runs (in a read-only folder the write then fails and reports
    // that), but another process's write at the same moment could be lost: say so.
    guard fd >= 0 else {
      let reason = String(cString: strerror(errno))
      BindKitDiagnostics.log(
        .warning,
        "PreferenceStore: cannot open the lock file \(lockPath): \(reason); going on without the lock, so a write "
          + "by another process at the same moment may be lost")
      return try body()
    }
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
    // The written version, as the rename leaves it in place (a rename changes neither inode nor times).
    var status = stat()
    let written = fstat(fd, &status) == 0 ? FileIdentity(status) : nil
    if close(fd) != 0, failure == nil { failure = .posix("close", temporary) }
    if failure == nil, rename(temporary, path) != 0 { failure = .posix("rename", path) }
    if let failure {
      unlink(temporary)
      throw failure
    }
    lastSeen = written
    // The rename is durable once the folder is synced. The new file is in place either way; a folder that cannot
    // be opened or synced is reported, since a crash could then bring the old version back.
    let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    var syncFailure: Int32 = 0
    if directoryFD < 0 {
      syncFailure = errno
    } else {
      if fsync(directoryFD) != 0 { syncFailure = errno }
      close(directoryFD)
    }
    if syncFailure != 0 {
      BindKitDiagnostics.log(
        .warning,
        "PreferenceStore: wrote \(path), but cannot fsync its folder \(directory): "
          + "\(String(cString: strerror(syncFailure))); a crash now could bring back the file's old version")
    }
  }
}
