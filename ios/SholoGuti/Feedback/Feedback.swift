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

    init() {
        guard let format = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1) else { return }
        engine.attach(player)
        engine.connect(player, to: engine.mainMixerNode, format: format)
        for cue in Cue.allCases {
            buffers[cue] = Self.render(cue.notes, in: format)
        }
    }

    /// Plays a cue, cutting off the one before. The engine starts on first use
    /// and again after iOS stopped it (an interruption, the app in the background).
    func play(_ cue: Cue) {
        guard let buffer = buffers[cue] else { return }
        if !engine.isRunning {
            do {
                try AVAudioSession.sharedInstance().setCategory(.ambient)
                try engine.start()
            } catch {
                return
            }
        }
        player.scheduleBuffer(buffer, at: nil, options: .interrupts)
        if !player.isPlaying {
            player.play()
        }
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
