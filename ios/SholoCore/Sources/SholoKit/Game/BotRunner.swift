import SholoCore

/// Runs the core's blocking searches (`think`, `hint`) off the main thread.
///
/// The search runs in a detached task, so it never holds up the UI thread, and
/// it is tied to the calling task: cancelling the caller (leaving the screen,
/// undo, a new game) cancels the search's `CancelToken`, and the core stops
/// within milliseconds and answers `SholoError.Cancelled`.
public struct BotRunner: Sendable {
    public init() {}

    /// The computer's turn for the side to move.
    public func think(in session: GameSession) async throws -> BotTurn {
        try await search { token in try session.think(cancel: token) }
    }

    /// The best turn for the person to move, for the Hint button.
    public func hint(in session: GameSession) async throws -> BotTurn {
        try await search { token in try session.hint(cancel: token) }
    }

    private func search(
        _ body: @escaping @Sendable (CancelToken) throws -> BotTurn
    ) async throws -> BotTurn {
        let token = CancelToken()
        return try await withTaskCancellationHandler {
            try await Task.detached(priority: .userInitiated) {
                try body(token)
            }.value
        } onCancel: {
            token.cancel()
        }
    }
}
