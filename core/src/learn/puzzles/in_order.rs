//! The generator's games on several threads, with the same set as on one.
//! Game `i` is played from its own seed alone, and its result is taken in
//! game order, so what is kept and when the search stops do not depend on
//! how many threads played: a set replays byte for byte on any machine.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// Plays games 0, 1, 2, … (below `limit`) with `play` on `threads` threads
/// and hands each result to `take` in game order, until `take` returns
/// `false` or the games run out. Games already under way when `take` stops
/// are played out and thrown away.
pub(super) fn play_in_order<T: Send>(
    threads: usize,
    limit: usize,
    play: impl Fn(usize) -> T + Sync,
    mut take: impl FnMut(usize, T) -> bool,
) {
    let next_game = AtomicUsize::new(0);
    let stopped = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..threads.max(1) {
            let sender = sender.clone();
            let (next_game, stopped, play) = (&next_game, &stopped, &play);
            scope.spawn(move || {
                while !stopped.load(Ordering::Relaxed) {
                    let game = next_game.fetch_add(1, Ordering::Relaxed);
                    if game >= limit || sender.send((game, play(game))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut early = BTreeMap::new();
        let mut due = 0;
        'games: for (game, result) in receiver {
            early.insert(game, result);
            while let Some(result) = early.remove(&due) {
                if !take(due, result) {
                    stopped.store(true, Ordering::Relaxed);
                    break 'games;
                }
                due += 1;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Takes results until their sum reaches `enough`, the later games
    /// finishing first, and returns what it took.
    fn taken(threads: usize, enough: usize) -> Vec<(usize, usize)> {
        let mut taken = Vec::new();
        let mut sum = 0;
        play_in_order(
            threads,
            1000,
            |game| {
                std::thread::sleep(Duration::from_micros(((7 - game % 7) * 300) as u64));
                game % 5
            },
            |game, result| {
                taken.push((game, result));
                sum += result;
                sum < enough
            },
        );
        taken
    }

    #[test]
    fn results_come_in_game_order_whatever_the_threads() {
        let one = taken(1, 60);
        assert_eq!(one.len(), 30, "{one:?}");
        assert!(one
            .iter()
            .enumerate()
            .all(|(i, &(game, r))| game == i && r == i % 5));
        assert_eq!(taken(2, 60), one);
        assert_eq!(taken(5, 60), one);
    }

    #[test]
    fn the_games_end_at_the_limit() {
        let mut taken = Vec::new();
        play_in_order(
            3,
            12,
            |game| game,
            |game, _| {
                taken.push(game);
                true
            },
        );
        assert_eq!(taken, (0..12).collect::<Vec<_>>());
    }
}
