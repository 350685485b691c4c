import AVFoundation
import UIKit

// What the player hears and feels: the two kinds of physical feedback, each
// switchable in the settings and played by Playback.

/// The game's few sounds, synthesised at launch as short tones (no audio files,
/// so nothing of unclear licence). The audio session is `.ambient`: the sounds
/// mix with the player's music and stay silent when the ring switch is off.
@MainActor
final class Sounds {
    /// A moment of the game that has a sound.
    enum Cue: CaseIterable {
        case pickUp
        case step
        case take
        case refused
        case won
        case lost
        case draw

        /// (frequency in Hz, seconds) for each note, played one after another.
        var notes: [(hertz: Double, seconds: Double)] {
            switch self {
            case .pickUp: return [(880, 0.05)]
            case .step: return [(520, 0.09)]
            case .take: return [(330, 0.07), (660, 0.12)]
            case .refused: return [(220, 0.12)]
            case .won: return [(523, 0.12), (659, 0.12), (784, 0.12), (1047, 0.3)]
            case .lost: return [(392, 0.16), (330, 0.16), (262, 0.36)]
            case .draw: return [(440, 0.16), (440, 0.3)]
            }
        }
    }

    private let engine = AVAudioEngine()
    private let player = AVAudioPlayerNode()
    private var buffers: [Cue: AVAudioPCMBuffer] = [:]
    /// Puts the engine to rest once no cue has played for a while.
    private var rest: Task<Void, Never>?
    private var observers: Observers?

    /// Seconds without a cue after which the engine stops (longer than any cue).
    private static let idleSeconds: UInt64 = 3

    init() {
        guard let format = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1) else { return }
        engine.attach(player)
        engine.connect(player, to: engine.mainMixerNode, format: format)
        for cue in Cue.allCases {
            buffers[cue] = Self.render(cue.notes, in: format)
        }
        // iOS stops the engine when the output changes (headphones in or
        // out) and when another app's audio or a call interrupts: the next
        // cue starts it again, and the player with it.
        let center = NotificationCenter.default
        let stopped: @Sendable (Notification) -> Void = { [weak self] _ in
            guard let self else { return }
            Task { @MainActor in self.stop() }
        }
        observers = Observers([
            center.addObserver(forName: .AVAudioEngineConfigurationChange, object: engine, queue: .main, using: stopped),
            center.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: .main, using: stopped),
        ])
    }

    /// Plays a cue, cutting off the one before. The engine starts on first use
    /// and again after it stopped (idle, a route change, an interruption, the
    /// app in the background), the player with it: a node does not play on
    /// by itself once its engine stopped.
    func play(_ cue: Cue) {
        guard let buffer = buffers[cue] else { return }
        if !engine.isRunning {
            do {
                try AVAudioSession.sharedInstance().setCategory(.ambient)
                try engine.start()
            } catch {
                return
            }
            // Whatever stopped the engine left the player silent, whatever
            // its isPlaying says: it starts afresh with the engine.
            player.stop()
            player.play()
        } else if !player.isPlaying {
            player.play()
        }
        player.scheduleBuffer(buffer, at: nil, options: .interrupts)
        restLater()
    }

    /// Stops the engine (and the audio hardware with it) after a few quiet
    /// seconds, rather than keeping it running for the rest of the session.
    private func restLater() {
        rest?.cancel()
        let nanoseconds = Self.idleSeconds * 1_000_000_000
        rest = Task { [weak self] in
            try? await Task.sleep(nanoseconds: nanoseconds)
            guard !Task.isCancelled else { return }
            self?.stop()
        }
    }

    /// The engine at rest: the next cue starts it again.
    private func stop() {
        rest?.cancel()
        rest = nil
        guard engine.isRunning else { return }  // iOS stopped it already
        player.stop()
        engine.pause()
    }

    /// Sine notes, each with a 5 ms rise and an exponential fade, so no click.
    private static func render(_ notes: [(hertz: Double, seconds: Double)], in format: AVAudioFormat) -> AVAudioPCMBuffer? {
        let rate = format.sampleRate
        let total = notes.reduce(0) { $0 + Int($1.seconds * rate) }
        guard let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(total)),
              let samples = buffer.floatChannelData?[0]
        else { return nil }
        var frame = 0
        for note in notes {
            let count = Int(note.seconds * rate)
            for index in 0..<count {
                let time = Double(index) / rate
                let envelope = min(1, time / 0.005) * exp(-4 * time / note.seconds)
                samples[frame] = Float(0.25 * envelope * sin(2 * Double.pi * note.hertz * time))
                frame += 1
            }
        }
        buffer.frameLength = AVAudioFrameCount(total)
        return buffer
    }
}

/// Notification observers, removed when their owner goes.
private final class Observers {
    private let tokens: [NSObjectProtocol]

    init(_ tokens: [NSObjectProtocol]) {
        self.tokens = tokens
    }

    deinit {
        for token in tokens {
            NotificationCenter.default.removeObserver(token)
        }
    }
}

/// The taps the player feels: a light tick when a piece is picked up or put
/// down, a firmer one for a move, a heavy one for a take, and the system's
/// success/warning/error patterns for the result and a refused move.
@MainActor
final class Haptics {
    private let selection = UISelectionFeedbackGenerator()
    private let step = UIImpactFeedbackGenerator(style: .light)
    private let take = UIImpactFeedbackGenerator(style: .heavy)
    private let notice = UINotificationFeedbackGenerator()

    /// A piece picked up or put down.
    func selectionChanged() {
        selection.selectionChanged()
    }

    /// One hop landed; `took` when it removed a piece.
    func hop(took: Bool) {
        (took ? take : step).impactOccurred()
    }

    /// A move the table refused.
    func refused() {
        notice.notificationOccurred(.error)
    }

    /// The game is over: success when the person here won, else a warning.
    func gameOver(won: Bool) {
        notice.notificationOccurred(won ? .success : .warning)
    }

    /// Warms the engine up when a person is about to play, so the first tap is not late.
    func prepare() {
        selection.prepare()
        step.prepare()
    }
}
