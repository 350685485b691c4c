import SholoCore
import SwiftUI
import UIKit

/// The app's colours, each with a day and a night value, the same as the
/// Android app's (android/DESIGN.md): pale maple on warm paper by day, dark
/// walnut under a low light by night. Marks also differ in shape (dot, ring,
/// dashed ring, cross, dashed path), so no colour carries meaning alone.
enum BoardPalette {
    // The page and its text.
    static let page = dynamic(day: 0xF6EFE3, night: 0x15110D)
    static let surface = dynamic(day: 0xFFFBF4, night: 0x201A15)
    static let surfaceRaised = dynamic(day: 0xEFE4D2, night: 0x2C241D)
    static let ink = dynamic(day: 0x2B2118, night: 0xF1E7DA)
    static let inkSoft = dynamic(day: 0x6E5F50, night: 0xB5A593)
    static let accent = dynamic(day: 0x0B6E69, night: 0x5FD0C4)

    // The board.
    static let woodLight = dynamic(day: 0xEBCB95, night: 0x5E4130)
    static let woodDeep = dynamic(day: 0xC8975A, night: 0x35241A)
    static let grain = dynamic(day: 0x5A3413, night: 0x000000, dayAlpha: 0x2A, nightAlpha: 0x33)
    static let rim = dynamic(day: 0x8A5A2B, night: 0x1E140D)
    static let line = dynamic(day: 0x4A2F1A, night: 0xD8B98C)

    // The beads: a light from the top left, light → base → deep.
    static let redLight = dynamic(day: 0xF27D66, night: 0xFF8C73)
    static let redBase = dynamic(day: 0xC4322A, night: 0xD8443A)
    static let redDeep = dynamic(day: 0x7A1510, night: 0x861B14)
    static let redEdge = dynamic(day: 0x5A0E0A, night: 0x2E0704)
    static let redMark = dynamic(day: 0xFFD6CC, night: 0xFFE0D8)
    static let whiteLight = dynamic(day: 0xFFFFFF, night: 0xFFFFFF)
    static let whiteBase = dynamic(day: 0xF3ECDD, night: 0xE8E0D0)
    static let whiteDeep = dynamic(day: 0xB9AB92, night: 0xA2957F)
    static let whiteEdge = dynamic(day: 0x5E5140, night: 0x1E1912)
    static let whiteMark = dynamic(day: 0x3A3026, night: 0x3A3026)
    static let beadShadow = dynamic(day: 0x000000, night: 0x000000, dayAlpha: 0x73, nightAlpha: 0xA6)

    // The marks.
    static let step = dynamic(day: 0x0B6E69, night: 0x5FD0C4)
    static let selected = step
    static let take = dynamic(day: 0xD43C1A, night: 0xFF7A4D)
    static let lastTurn = dynamic(day: 0x23408E, night: 0x9DB8FF)
    static let hint = dynamic(day: 0x8E24AA, night: 0xD79BFF)

    private static func dynamic(day: UInt32, night: UInt32, dayAlpha: UInt32 = 0xFF, nightAlpha: UInt32 = 0xFF) -> Color {
        Color(uiColor: UIColor { traits in
            let isNight = traits.userInterfaceStyle == .dark
            let rgb = isNight ? night : day
            let alpha = isNight ? nightAlpha : dayAlpha
            return UIColor(
                red: CGFloat((rgb >> 16) & 0xFF) / 255,
                green: CGFloat((rgb >> 8) & 0xFF) / 255,
                blue: CGFloat(rgb & 0xFF) / 255,
                alpha: CGFloat(alpha) / 255
            )
        })
    }
}
