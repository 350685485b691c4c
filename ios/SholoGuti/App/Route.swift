/// The screens pushed on top of Home.
enum Route: Hashable {
    case newGame
    case game
    case record
    case howToPlay
}
