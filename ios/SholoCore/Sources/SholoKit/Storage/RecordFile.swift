import Foundation

/// One small text file written atomically: the new content goes to a temporary
/// file beside it, is flushed to disk, and is renamed over the old one. A crash
/// at any moment leaves either the old file or the new one, never half of each.
public struct RecordFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The file's text, or nil when there is no file yet.
    public func read() throws -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return text
    }

    /// Replaces the file's content with `text`, atomically.
    public func write(_ text: String) throws {
        let temporary = try stage(text)
        do {
            try commit(temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// The first half of `write`: the text, flushed, in a temporary file beside
    /// the real one. Until `commit`, readers still see the previous content.
    func stage(_ text: String) throws -> URL {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
        )
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: temporary)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(text.utf8))
        try handle.synchronize()
        return temporary
    }

    /// The second half of `write`: one rename, which the file system makes atomic.
    func commit(_ temporary: URL) throws {
        guard rename(temporary.path, url.path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Moves a damaged file out of the way, keeping it for a bug report, and
    /// returns where it went: `game.json` becomes `game.damaged-<time>.json`.
    @discardableResult
    public func setAside(at date: Date = Date()) throws -> URL {
        let stamp = Int(date.timeIntervalSince1970)
        let name = url.deletingPathExtension().lastPathComponent
        let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
        let destination = url.deletingLastPathComponent()
            .appendingPathComponent("\(name).damaged-\(stamp)\(suffix)")
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.moveItem(at: url, to: destination)
        return destination
    }

    /// Deletes the file; a missing file is not an error.
    public func remove() throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }

    /// Reads and decodes the file. A file that cannot be read or decoded is set
    /// aside, so the next launch starts clean, and reported with its error.
    public func load<Value>(_ decode: (String) throws -> Value) -> LoadOutcome<Value> {
        let text: String
        do {
            guard let content = try read() else { return .missing }
            text = content
        } catch {
            return .damaged(error: error, setAsideAt: try? setAside())
        }
        do {
            return .loaded(try decode(text))
        } catch {
            return .damaged(error: error, setAsideAt: try? setAside())
        }
    }
}

/// What reading a `RecordFile` found.
public enum LoadOutcome<Value> {
    /// No file: nothing was saved yet.
    case missing
    case loaded(Value)
    /// The file was refused; it now lies at `setAsideAt` (nil if it could not be moved).
    case damaged(error: Error, setAsideAt: URL?)
}
