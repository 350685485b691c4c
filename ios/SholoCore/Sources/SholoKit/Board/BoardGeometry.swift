import CoreGraphics
import SholoCore

/// Which way the board is drawn: which side sits nearest the player, and
/// whether the board lies sideways (landscape, wide iPad windows).
public struct BoardOrientation: Equatable, Sendable {
    /// The side whose triangle is at the bottom (upright) or on the left (sideways).
    public var nearSide: Side
    public var isSideways: Bool

    public init(nearSide: Side, isSideways: Bool) {
        self.nearSide = nearSide
        self.isSideways = isSideways
    }

    /// Quarter turns clockwise from the rule book's picture (Red at the bottom).
    var quarterTurns: Int {
        switch (nearSide, isSideways) {
        case (.red, false): return 0
        case (.red, true): return 1
        case (.white, false): return 2
        case (.white, true): return 3
        }
    }
}

/// Maps the core's board coordinates (`PointInfo.x` 0...4 across, `y` 0...8 from
/// Red's end) to view coordinates, and back, for a view of a given size.
/// The core owns the board's shape; this type only scales and turns it.
public struct BoardGeometry: Equatable, Sendable {
    public let size: CGSize
    public let orientation: BoardOrientation

    /// Empty space around the outer points, in units of the point spacing.
    static let margin: CGFloat = 0.6
    static let columns: CGFloat = 4
    static let rows: CGFloat = 8

    public init(size: CGSize, orientation: BoardOrientation) {
        self.size = size
        self.orientation = orientation
    }

    /// Board units (width, height) after turning.
    private var extent: (width: CGFloat, height: CGFloat) {
        orientation.isSideways ? (Self.rows, Self.columns) : (Self.columns, Self.rows)
    }

    /// The distance between neighbouring points on screen.
    public var spacing: CGFloat {
        let across = size.width / (extent.width + 2 * Self.margin)
        let down = size.height / (extent.height + 2 * Self.margin)
        return max(0, min(across, down))
    }

    private var origin: CGPoint {
        CGPoint(
            x: (size.width - extent.width * spacing) / 2,
            y: (size.height - extent.height * spacing) / 2
        )
    }

    /// Where a point with board coordinates (x, y) appears in the view.
    public func location(x: Float, y: Float) -> CGPoint {
        // The rule book's picture: column across, row 9 at the top.
        let across = CGFloat(x)
        let down = Self.rows - CGFloat(y)
        let turned: (CGFloat, CGFloat)
        switch orientation.quarterTurns {
        case 1: turned = (Self.rows - down, across)
        case 2: turned = (Self.columns - across, Self.rows - down)
        case 3: turned = (down, Self.columns - across)
        default: turned = (across, down)
        }
        return CGPoint(x: origin.x + turned.0 * spacing, y: origin.y + turned.1 * spacing)
    }

    public func location(of point: PointInfo) -> CGPoint {
        location(x: point.x, y: point.y)
    }

    /// The point under a touch, if the touch is within half a spacing of one:
    /// touch targets are as large as the board allows without overlapping.
    public func point(at location: CGPoint, in points: [PointInfo]) -> Int32? {
        let reach = spacing * 0.5
        var best: (index: Int32, distance: CGFloat)?
        for point in points {
            let centre = self.location(of: point)
            let distance = hypot(centre.x - location.x, centre.y - location.y)
            if distance <= reach, distance < (best?.distance ?? .infinity) {
                best = (point.index, distance)
            }
        }
        return best?.index
    }
}

extension BoardGeometry {
    /// The least distance between neighbouring points: Apple's 44-point touch target.
    public static let minimumSpacing: CGFloat = 44

    /// The least distance between points while the board is mostly looked at
    /// (the move list open under it): small enough for the list to fit under
    /// the board on an iPhone held upright, large enough to read the position.
    public static let viewingSpacing: CGFloat = 24

    /// The board's size in a window of `available` size that must also hold
    /// `reserved` points of rails (above and below it upright, beside it
    /// sideways). The board never drops under `least` between points
    /// (`minimumSpacing` unless told otherwise): when large text needs more
    /// room than that leaves, the screen scrolls instead of squeezing the board.
    public static func size(
        in available: CGSize,
        isSideways: Bool,
        reserving reserved: CGFloat,
        leastSpacing least: CGFloat = BoardGeometry.minimumSpacing
    ) -> CGSize {
        let across = (isSideways ? rows : columns) + 2 * margin
        let down = (isSideways ? columns : rows) + 2 * margin
        let room = isSideways
            ? CGSize(width: available.width - reserved, height: available.height)
            : CGSize(width: available.width, height: available.height - reserved)
        let spacing = max(least, min(room.width / across, room.height / down))
        return CGSize(width: across * spacing, height: down * spacing)
    }
}

extension BoardLayout {
    /// The point with this index (the layout lists each point once).
    public func point(_ index: Int32) -> PointInfo? {
        points.first { $0.index == index }
    }
}
