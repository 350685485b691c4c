//! A careful defender to measure the bot against (`sholo arena ... careful`):
//! the player who holds the top levels by keeping every piece covered and
//! waiting (issue 66). It never allows a take it can see, keeps its pieces
//! covered, and otherwise stays out of contact.
//!
//! Every turn it reads a few whole turns ahead on material alone, and among
//! the turns that keep the most material it prefers, in this order: the one
//! leaving the fewest of its pieces open to a take at once, then the fewest
//! pieces uncovered (a line through the piece whose point behind it is empty
//! and whose point in front is not its own), then the fewest pairs of
//! touching pieces, then the first in the generator's order. Nothing is
//! random and nothing is timed, so a match replays turn for turn.

use sholo_core::{Game, Paths, Position, Rules, Side, Turn};

/// Whole turns read on material, its own turn included, when none are given:
/// enough to see a take, the take back and the answer to it.
pub const CAREFUL_DEPTH: u32 = 4;

const WIN: i32 = 10_000;

/// The defender's turn in `game` (not over), reading `depth` whole turns.
pub fn choose(game: &Game, depth: u32) -> Option<Turn> {
    if game.is_over() {
        return None;
    }
    let rules = game.rules();
    let root = game.position();
    let turns = ordered_turns(rules, root);
    let mut best: Option<(Judgement, Turn)> = None;
    for turn in turns {
        let after = root.after(&turn);
        // Turns worse on material than the best so far need no exact score.
        let floor = best.as_ref().map_or(-WIN - 1, |(j, _)| j.material - 1);
        let material = -negamax(rules, &after, depth.max(1) - 1, -WIN - 1, -floor, 1);
        let judgement = Judgement::of(rules, &after, material);
        if best.as_ref().is_none_or(|(b, _)| judgement.better_than(b)) {
            best = Some((judgement, turn));
        }
    }
    best.map(|(_, turn)| turn)
}

/// What the defender weighs in the position after one of its turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Judgement {
    /// Its pieces less the opponent's after the reading, for the defender.
    material: i32,
    /// Its pieces the opponent can take at once.
    takeable: u32,
    /// Its pieces with a line on which the point behind is empty.
    uncovered: u32,
    /// Neighbouring pairs held one by each side.
    contact: u32,
}

impl Judgement {
    fn of(rules: Rules, after: &Position, material: i32) -> Judgement {
        let me = after.side_to_move().other();
        Judgement {
            material,
            takeable: takeable(rules, after).len(),
            uncovered: uncovered(after, me),
            contact: contact(after),
        }
    }

    fn better_than(&self, other: &Judgement) -> bool {
        let key = |j: &Judgement| (-j.material, j.takeable, j.uncovered, j.contact);
        key(self) < key(other)
    }
}

/// Distinct turns, the most taking first (so the reading cuts early).
fn ordered_turns(rules: Rules, pos: &Position) -> Vec<Turn> {
    let mut turns = Vec::new();
    sholo_core::generate(pos, rules.taking, Paths::Distinct, &mut turns);
    turns.sort_by_key(|t| std::cmp::Reverse(t.capture_count()));
    turns
}

/// Material-only alpha-beta over whole turns, for the side to move.
fn negamax(rules: Rules, pos: &Position, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
    let side = pos.side_to_move();
    if pos.count(side) == 0 {
        return -(WIN - ply);
    }
    if depth == 0 {
        return pos.count(side) as i32 - pos.count(side.other()) as i32;
    }
    let turns = ordered_turns(rules, pos);
    if turns.is_empty() {
        return -(WIN - ply);
    }
    let mut best = -WIN - 1;
    for turn in &turns {
        let score = -negamax(rules, &pos.after(turn), depth - 1, -beta, -alpha, ply + 1);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The pieces of the side not to move that the side to move can take at once.
fn takeable(rules: Rules, pos: &Position) -> sholo_core::PointSet {
    let mut turns = Vec::new();
    sholo_core::generate(pos, rules.taking, Paths::Distinct, &mut turns);
    let bits = turns
        .iter()
        .fold(0u64, |bits, turn| bits | turn.captured().bits());
    sholo_core::PointSet::from_bits(bits).unwrap_or(sholo_core::PointSet::EMPTY)
}

/// `side`'s pieces that some line leaves open: a jump over the piece lands
/// on an empty point and starts from a point `side` does not hold.
fn uncovered(pos: &Position, side: Side) -> u32 {
    let own = pos.pieces(side);
    let empty = pos.empty();
    let open = |piece| {
        sholo_core::Point::all().any(|from| {
            !own.contains(from)
                && from
                    .jumps()
                    .any(|(over, to)| over == piece && empty.contains(to))
        })
    };
    own.iter().filter(|&piece| open(piece)).count() as u32
}

/// Pairs of neighbouring points held one by each side.
fn contact(pos: &Position) -> u32 {
    let white = pos.pieces(Side::White).bits();
    pos.pieces(Side::Red)
        .iter()
        .map(|point| (point.neighbours().bits() & white).count_ones())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sholo_core::{format_turn, parse_position, Position, Rules};

    fn game(text: &str) -> Game {
        Game::from_position(Rules::default(), parse_position(text).unwrap())
    }

    fn chosen(text: &str) -> String {
        format_turn(&choose(&game(text), CAREFUL_DEPTH).unwrap())
    }

    #[test]
    fn it_never_steps_into_a_take_it_can_see() {
        // Red b4 and c4; White a6. Red b4-b5 would stand next to nothing;
        // but a Red step to a5 or b5 next to a6 with the point behind empty
        // hands White a take. Whatever Red plays, White cannot take after it.
        let text = "3/3/5/w4/5/1rr2/5/3/3 r 0 1";
        let mut played = game(text);
        played.play_notation(&chosen(text)).unwrap();
        assert!(
            takeable(played.rules(), played.position()).is_empty(),
            "after {} White can take",
            chosen(text)
        );
    }

    #[test]
    fn it_takes_a_free_piece() {
        // White c5 stands in front of Red c4 with c6 empty and nothing to take back.
        assert_eq!(chosen("3/3/5/5/2w2/2r2/5/3/3 r 0 1"), "c4xc6");
    }

    #[test]
    fn it_covers_an_attacked_piece_rather_than_leave_it() {
        // White c6 attacks Red c5 (c4 behind it is empty), and c7 behind c6
        // is White's, so Red cannot take it: Red must step c5 away to safety.
        let text = "3/3/2w2/2w2/2r2/5/1r3/3/3 r 0 1";
        let mut played = game(text);
        let turn = chosen(text);
        played.play_notation(&turn).unwrap();
        assert!(
            takeable(played.rules(), played.position()).is_empty(),
            "after {turn} White can take"
        );
    }

    #[test]
    fn between_safe_turns_it_keeps_out_of_contact() {
        // Red c4 and d4, White b6. Red c4-c5 would touch b6 safely (d4
        // covers the point behind c5 on that diagonal, and nothing else can
        // jump it); Red prefers a turn that touches nothing.
        let text = "3/3/5/1w3/5/2rr1/5/3/3 r 0 1";
        let mut played = game(text);
        played.play_notation(&chosen(text)).unwrap();
        assert_eq!(contact(played.position()), 0);
    }

    #[test]
    fn it_replays_the_same_game() {
        let play = || {
            let mut game = Game::new(Rules::default());
            // Against itself it soon repeats, which ends the game.
            while let Some(turn) = choose(&game, 3).filter(|_| game.turns().len() < 12) {
                game.play(&turn).unwrap();
            }
            game.turns().to_vec()
        };
        let first = play();
        assert!(first.len() >= 4, "{} turns", first.len());
        assert_eq!(first, play());
    }

    #[test]
    fn uncovered_counts_pieces_with_an_open_point_behind() {
        // Red c3 with Red c2 behind it on the column, but open on the rows
        // and diagonals; Red c2 is covered by c1 on the column and open on
        // the crossbar. The start position: every Red piece covered from the front.
        let start = Position::start();
        assert_eq!(uncovered(&start, Side::Red), uncovered(&start, Side::White));
        let lone: Position = parse_position("3/3/5/5/5/5/2r2/3/3 r 0 1").unwrap();
        assert_eq!(uncovered(&lone, Side::Red), 1);
        let none: Position = parse_position("3/3/5/5/5/5/5/3/3 r 0 1").unwrap();
        assert_eq!(uncovered(&none, Side::Red), 0);
    }
}
