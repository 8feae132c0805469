import Glibc

/// Writes all of `text` to `descriptor`, retrying short writes and interruptions. Returns false on an error
/// (a closed pipe: SIGPIPE is ignored, so this is EPIPE).
func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
  var text = text
  return text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          // A non-blocking descriptor that is full: wait until it takes more.
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        return false
      }
      offset += written
    }
    return true
  }
}
