extension PreferenceStore {
  /// Asks the scheduler to check the file ``checkInterval`` from now, and again after each check, for as long as
  /// the store lives.
  func scheduleFileCheck() {
    guard let scheduler, let checkInterval else { return }
    scheduler.schedule(after: checkInterval) { [weak self] in
      guard let self else { return }
      self.checkFile()
      self.scheduleFileCheck()
    }
  }

  /// Takes a change another process or an editor made to the file since this store last read or wrote it.
  ///
  /// The check costs one `stat`: it compares the file's inode, size and modification time with the version the
  /// store last saw, and reads only when one differs. A file it cannot read then (not JSON, perhaps an editor's
  /// write half done) is left alone and not read again until it changes; a readable one is merged as by
  /// ``reload()``, which updates the bound views.
  func checkFile() {
    guard file.hasChangedSinceLastSeen else { return }
    if case .unreadable = file.read() { return }
    reload()
  }
}
