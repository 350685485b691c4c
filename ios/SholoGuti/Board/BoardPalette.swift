import SholoCore
import SwiftUI
import UIKit

/// The board's colours, each with a light and a dark variant. Marks also differ
/// in shape (dot, ring, dashed circle, cross), so no colour carries meaning alone.
enum BoardPalette {
    static let surface = dynamic(light: (0.96, 0.90, 0.77), dark: (0.17, 0.15, 0.12))
    static let line = dynamic(light: (0.36, 0.27, 0.18), dark: (0.78, 0.72, 0.62))
    static let redPiece = dynamic(light: (0.78, 0.14, 0.13), dark: (0.90, 0.30, 0.27))
    static let whitePiece = dynamic(light: (0.99, 0.98, 0.95), dark: (0.93, 0.91, 0.86))
    static let pieceOutline = dynamic(light: (0.20, 0.15, 0.10), dark: (0.05, 0.04, 0.03))
    static let step = dynamic(light: (0.10, 0.55, 0.25), dark: (0.35, 0.80, 0.45))
    static let take = dynamic(light: (0.85, 0.35, 0.00), dark: (1.00, 0.60, 0.20))
    static let threatened = dynamic(light: (0.80, 0.05, 0.05), dark: (1.00, 0.35, 0.35))
    static let lastTurn = dynamic(light: (0.15, 0.35, 0.85), dark: (0.45, 0.65, 1.00))
    static let hint = dynamic(light: (0.55, 0.20, 0.75), dark: (0.80, 0.55, 1.00))

    static func piece(_ side: Side) -> Color {
        side == .red ? redPiece : whitePiece
    }

    private static func dynamic(
        light: (Double, Double, Double),
        dark: (Double, Double, Double)
    ) -> Color {
        Color(uiColor: UIColor { traits in
            let rgb = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: 1)
        })
    }
}
