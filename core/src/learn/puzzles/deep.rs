//! Deep puzzles, for strong players: a turn that stands out alone eight
//! turns deep, and still at ten, where six turns show it no different from
//! the rest: counting pieces six turns ahead does not find it.
//! Such positions are rare and a look ten turns deep is dear, so they come
//! from small armies: Easy against Medium from three to five pieces a side
//! set out at random, every position with more pieces than the endgame
//! tables hold looked at eight turns deep, one puzzle at most from a game
//! (one game in about 22 gives one). Deep to a material search is not
//! always hard for a player (a turn that holds is often the natural one),
//! so four times as many are found as kept, and the set keeps those the
//! levels' tries rate highest.

use super::generate::{examine, mix, puzzle_at, sparse_game, Sparring, DEEP, USUAL};
use super::in_order::play_in_order;
use super::Puzzle;
use crate::tablebase::EMBEDDED_PIECES;
use std::collections::HashSet;

/// Deep candidates found for each one kept.
const FOUND_PER_KEPT: usize = 4;
/// Pieces a side when a game is set out.
const PIECES: std::ops::RangeInclusive<u64> = 3..=5;
/// A game is cut off after this many turns.
const GAME_TURNS: usize = 60;
/// Games played at most for each candidate wanted, so a seed that finds
/// none still ends.
const GAMES_PER_CANDIDATE: usize = 400;
/// Keeps the seeds apart from the other games'.
const SALT: u64 = 0xdee9_0000;

/// `count` deep puzzles from games seeded by `seed`, played on `threads`
/// threads, the highest rated of four times as many found (fewer if the
/// games run out). `progress` is told the games played and the candidates
/// found after each game.
pub(super) fn puzzles(
    seed: u64,
    count: usize,
    threads: usize,
    mut progress: impl FnMut(usize, usize),
) -> Vec<Puzzle> {
    let wanted = count * FOUND_PER_KEPT;
    let mut found: Vec<Puzzle> = Vec::new();
    let mut kept = HashSet::new();
    play_in_order(
        threads,
        wanted * GAMES_PER_CANDIDATE,
        |game| candidate_in_game(seed, game),
        |game, candidate| {
            if let Some(mut puzzle) = candidate {
                if kept.insert(puzzle.position.key()) {
                    puzzle.id = found.len() as u32;
                    found.push(puzzle);
                }
            }
            progress(game + 1, found.len());
            found.len() < wanted
        },
    );
    found.sort_by_key(|p| std::cmp::Reverse(p.rating));
    found.truncate(count);
    found
}

/// The first deep candidate in the `game_number`th game, if any.
fn candidate_in_game(seed: u64, game_number: usize) -> Option<Puzzle> {
    let game_seed = mix(seed ^ SALT, game_number as u64);
    let mut sparring = Sparring::new(game_number, game_seed);
    let mut game = sparse_game(game_seed, PIECES);
    let mut seen = HashSet::new();
    while !game.is_over()
        && game.turns().len() < GAME_TURNS
        && game.position().occupied().len() as usize > EMBEDDED_PIECES
    {
        if seen.insert(game.position().key()) && hidden_at_six(&game) {
            if let Some(puzzle) = puzzle_at(&game, DEEP) {
                return Some(puzzle);
            }
        }
        if !sparring.play_turn(&mut game) {
            break;
        }
    }
    None
}

/// Whether one turn stands out alone eight turns deep that six turns do
/// not show alone doing the same.
fn hidden_at_six(game: &crate::game::Game) -> bool {
    match examine(game, DEEP.confirm) {
        Some(deep) => examine(game, USUAL.verify) != Some(deep),
        None => false,
    }
}
