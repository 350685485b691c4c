//! `sholo arena`: plays two engines against each other over many games and
//! says which is stronger, by how much, and how sure that is.
//!
//! Every opening (a few random turns from the start, nothing taken) is played
//! twice, once with each engine as Red, so neither profits from a lucky
//! opening or from moving first. Games run on several threads at once.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use sholo_core::tablebase::Tablebase;
use sholo_core::Dice;
use sholo_core::{EndReason, Game, Outcome, Rules, Side};

use crate::elo::{Sprt, Tally, Verdict};
use crate::engines::{protocol_line, Answer, EngineSpec};
use crate::rule_args::RuleArgs;

/// Options of `sholo arena`.
#[derive(clap::Args, Debug)]
pub struct ArenaArgs {
    /// First engine: a level (learning, easy, casual, steady, medium, keen,
    /// skilled, hard, strong, expert; `expert:NODES`), baseline, random,
    /// plain[:NODES[:MS]], careful[:DEPTH] (the careful defender), or a shell command
    /// that speaks the engine protocol (e.g. "sholo serve --level hard").
    pub first: String,
    /// Second engine, named the same way.
    pub second: String,
    /// Games to play (an even number: each opening is played with both colours).
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Seeds the openings and the engines' randomness.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random turns played from the start before the engines take over.
    #[arg(long, default_value_t = 4)]
    pub opening_turns: u32,
    /// Start the first engine one or two pieces down: each game's opening
    /// is its own run of random turns, takes allowed, kept only if it leaves
    /// the first engine's side 1 or 2 pieces behind (the first engine still
    /// plays Red and White in turn).
    #[arg(long)]
    pub behind: bool,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Stop early by a sequential test of Elo ELO0 against ELO1, e.g. "0,50".
    #[arg(long, value_name = "ELO0,ELO1")]
    pub sprt: Option<String>,
    /// The test's error rates (false positive, false negative).
    #[arg(long, default_value_t = 0.05)]
    pub alpha: f64,
    #[arg(long, default_value_t = 0.05)]
    pub beta: f64,
    /// Print every game as it ends, with its record (a protocol line).
    #[arg(long)]
    pub verbose: bool,
    /// Print (to stderr) every position where a move took longer than this
    /// many milliseconds, as a protocol line, to study slow searches.
    #[arg(long, value_name = "MS")]
    pub slow: Option<u64>,
}

/// How one game ended, from the first engine's side.
#[derive(Debug)]
struct Played {
    index: usize,
    first_side: Side,
    /// `None` if an engine failed; then `forfeit` says who.
    outcome: Option<Outcome>,
    forfeit: Option<(bool, String)>,
    turns: usize,
    /// Pieces left at the end: the first engine's, then the second's.
    pieces: [u32; 2],
    /// The game as a protocol line: the start and every turn.
    record: String,
    /// From a start behind: whether the first engine was still behind
    /// [`SETTLING_TURNS`] turns after the opening (or at the end, if sooner).
    still_behind: Option<bool>,
    /// Answers of the first and second engine.
    answers: [Vec<Answer>; 2],
}

impl Played {
    /// 1, ½ or 0 for the first engine.
    fn first_points(&self) -> f64 {
        if let Some((first_failed, _)) = &self.forfeit {
            return if *first_failed { 0.0 } else { 1.0 };
        }
        match self.outcome.and_then(|o| o.winner) {
            Some(side) if side == self.first_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    fn ending(&self) -> &'static str {
        match (self.forfeit.is_some(), self.outcome.map(|o| o.reason)) {
            (true, _) => "forfeit (illegal turn or engine failure)",
            (_, Some(EndReason::AllTaken)) => "every piece taken",
            (_, Some(EndReason::ShutIn)) => "shut in",
            (_, Some(EndReason::Repetition)) => "repetition",
            (_, Some(EndReason::QuietLimit)) => "quiet limit",
            (_, Some(EndReason::QuietLimitMorePieces)) => "more pieces at the quiet limit",
            (_, Some(EndReason::QuietLimitEqual)) => "equal pieces at the quiet limit",
            (_, Some(EndReason::Resigned)) => "resigned",
            (_, Some(EndReason::Abandoned)) => "abandoned",
            (_, Some(EndReason::AgreedDraw)) => "agreed draw",
            (_, None) => "unfinished",
        }
    }
}

pub fn run(args: ArenaArgs) -> Result<(), String> {
    crate::tables_home::install_for_this_command()?;
    let rules = args.rules.rules();
    let specs = [
        EngineSpec::parse(&args.first),
        EngineSpec::parse(&args.second),
    ];
    let sprt = args
        .sprt
        .as_deref()
        .map(|text| parse_sprt(text, args.alpha, args.beta))
        .transpose()?;
    let games = (args.games as usize).div_ceil(2) * 2;
    let threads = args.threads.clamp(1, games.max(1));
    println!(
        "{} vs {}: {} games, {} opening turns{}, {:?} takes, quiet limit {}, seed {}, {} threads, built-in levels' tables up to {} pieces",
        specs[0].name(),
        specs[1].name(),
        games,
        args.opening_turns,
        if args.behind {
            " (the first engine 1-2 pieces down)"
        } else {
            ""
        },
        rules.taking,
        rules.quiet.limit(),
        args.seed,
        threads,
        Tablebase::active(rules.taking).max_pieces()
    );

    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel::<Played>();
    let mut results = Vec::with_capacity(games);
    let mut tally = Tally::default();
    let mut verdict = Verdict::Continue;
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let sender = sender.clone();
            let (next, stop, specs) = (&next, &stop, &specs);
            let (seed, opening_turns, behind) = (args.seed, args.opening_turns, args.behind);
            let slow = args.slow.map(Duration::from_millis);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= games || stop.load(Ordering::Relaxed) {
                    break;
                }
                let start = Start {
                    seed,
                    turns: opening_turns,
                    behind,
                };
                let played = play_game(index, specs, rules, start, slow);
                if sender.send(played).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        for played in receiver {
            let points = played.first_points();
            if points == 1.0 {
                tally.wins += 1;
            } else if points == 0.0 {
                tally.losses += 1;
            } else {
                tally.draws += 1;
            }
            if args.verbose {
                println!(
                    "game {:>4}: {} as {}, {} after {} turns, {} v {} at the end{}",
                    played.index + 1,
                    specs[0].name(),
                    played.first_side.name(),
                    describe(&played),
                    played.turns,
                    played.pieces[0],
                    played.pieces[1],
                    played
                        .forfeit
                        .as_ref()
                        .map(|(_, why)| format!(" ({why})"))
                        .unwrap_or_default()
                );
                println!("  {}", played.record);
            } else if tally.games() % 20 == 0 {
                eprintln!(
                    "  {} games: +{} ={} -{}",
                    tally.games(),
                    tally.wins,
                    tally.draws,
                    tally.losses
                );
            }
            results.push(played);
            if let Some(sprt) = &sprt {
                verdict = sprt.verdict(&tally);
                if verdict != Verdict::Continue {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    report(
        &specs,
        &results,
        &tally,
        sprt.as_ref().map(|s| (s, verdict)),
    );
    Ok(())
}

fn parse_sprt(text: &str, alpha: f64, beta: f64) -> Result<Sprt, String> {
    let bad = || format!("--sprt wants ELO0,ELO1 (e.g. 0,50), not '{text}'");
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let elo0 = a.trim().parse().map_err(|_| bad())?;
    let elo1 = b.trim().parse().map_err(|_| bad())?;
    Ok(Sprt {
        elo0,
        elo1,
        alpha,
        beta,
    })
}

/// How a match's games begin.
#[derive(Clone, Copy, Debug)]
struct Start {
    seed: u64,
    /// Random turns before the engines take over.
    turns: u32,
    /// The first engine starts one or two pieces down.
    behind: bool,
}

/// Plays game `index`: opening `index / 2` (or, from behind, opening
/// `index`), the first engine Red in even games.
fn play_game(
    index: usize,
    specs: &[EngineSpec; 2],
    rules: Rules,
    start: Start,
    slow: Option<Duration>,
) -> Played {
    let first_side = if index & 1 == 0 {
        Side::Red
    } else {
        Side::White
    };
    let seed = start.seed;
    let mut game = if start.behind {
        opening_behind(rules, seed, index, start.turns, first_side)
    } else {
        opening(rules, seed, index / 2, start.turns)
    };
    let game_seed = Dice::new(seed ^ (index as u64).wrapping_mul(0x2545_F491_4F6C_DD1D)).next_u64();
    let mut played = Played {
        index,
        first_side,
        outcome: None,
        forfeit: None,
        turns: 0,
        pieces: [0, 0],
        record: String::new(),
        still_behind: None,
        answers: [Vec::new(), Vec::new()],
    };
    let mut engines = Vec::new();
    for (i, spec) in specs.iter().enumerate() {
        match spec.start(game_seed.wrapping_add(i as u64)) {
            Ok(engine) => engines.push(engine),
            Err(why) => {
                played.forfeit = Some((i == 0, why));
                return played;
            }
        }
    }
    while !game.is_over() {
        let mover = game.position().side_to_move();
        let who = usize::from(mover != first_side);
        let answer = engines[who].choose(&game);
        if let (Ok(a), Some(slow)) = (&answer, slow) {
            if a.elapsed > slow {
                eprintln!(
                    "slow: {} took {:.0} ms (depth {:?}, nodes {:?}) at: {}",
                    specs[who].name(),
                    ms(a.elapsed),
                    a.depth,
                    a.nodes,
                    protocol_line(&game)
                );
            }
        }
        let result = answer.and_then(|a| {
            game.play(&a.turn)
                .map_err(|e| format!("{}: {e}", sholo_core::format_turn(&a.turn)))?;
            Ok(a)
        });
        if start.behind && game.turns().len() == start.turns as usize + SETTLING_TURNS {
            played.still_behind = Some(behind(&game, first_side));
        }
        match result {
            Ok(answer) => played.answers[who].push(answer),
            Err(why) => {
                played.forfeit = Some((who == 0, format!("{}: {why}", specs[who].name())));
                break;
            }
        }
    }
    if start.behind && played.still_behind.is_none() {
        played.still_behind = Some(behind(&game, first_side));
    }
    played.outcome = game.outcome();
    played.turns = game.turns().len();
    let end = game.position();
    played.pieces = [end.count(first_side), end.count(first_side.other())];
    played.record = protocol_line(&game);
    played
}

/// The turns after an opening from behind at which the report tells the
/// games still behind from the rest: after six random turns Red is to move,
/// and the first replies often take straight back or take again.
const SETTLING_TURNS: usize = 4;

/// Whether `side` has fewer pieces than the other side in `game`.
fn behind(game: &Game, side: Side) -> bool {
    let pos = game.position();
    pos.count(side) < pos.count(side.other())
}

/// Opening `number`: `turns` random legal turns from the start with nothing
/// taken and the game still open, the same for both colours.
fn opening(rules: Rules, seed: u64, number: usize, turns: u32) -> Game {
    let mut dice = Dice::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ number as u64);
    loop {
        let mut game = Game::new(rules);
        let mut quiet = true;
        for _ in 0..turns {
            let legal = game.legal_turns();
            if legal.is_empty() {
                quiet = false;
                break;
            }
            let turn = legal[dice.below(legal.len())];
            quiet &= !turn.is_capture();
            game.play(&turn).expect("a legal turn");
        }
        if quiet && !game.is_over() {
            return game;
        }
    }
}

/// Opening `number` with takes allowed: `turns` random legal turns from the
/// start after which `behind` has one or two pieces fewer and the game is
/// still open.
fn opening_behind(rules: Rules, seed: u64, number: usize, turns: u32, behind: Side) -> Game {
    let mut dice =
        Dice::new(seed.wrapping_mul(0xD1B5_4A32_D192_ED03) ^ (number as u64).rotate_left(17));
    loop {
        let mut game = Game::new(rules);
        for _ in 0..turns {
            let legal = game.legal_turns();
            if legal.is_empty() {
                break;
            }
            game.play(&legal[dice.below(legal.len())])
                .expect("a legal turn");
        }
        let pos = game.position();
        let down = pos.count(behind.other()) as i64 - pos.count(behind) as i64;
        if !game.is_over() && (1..=2).contains(&down) {
            return game;
        }
    }
}

fn describe(played: &Played) -> String {
    let points = played.first_points();
    let verb = if points == 1.0 {
        "wins"
    } else if points == 0.0 {
        "loses"
    } else {
        "draws"
    };
    format!("{verb} ({})", played.ending())
}

fn report(
    specs: &[EngineSpec; 2],
    results: &[Played],
    tally: &Tally,
    sprt: Option<(&Sprt, Verdict)>,
) {
    let (elo, error) = tally.elo();
    println!();
    println!(
        "{} vs {}: {} games, +{} ={} -{}, score {:.1}%, Elo {:+.0} ± {:.0} (95%)",
        specs[0].name(),
        specs[1].name(),
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * tally.score(),
        elo,
        error
    );
    for (label, points) in [("wins", 1.0), ("draws", 0.5), ("losses", 0.0)] {
        let mut endings: Vec<(&str, usize)> = Vec::new();
        for played in results.iter().filter(|p| p.first_points() == points) {
            match endings.iter_mut().find(|(e, _)| *e == played.ending()) {
                Some((_, n)) => *n += 1,
                None => endings.push((played.ending(), 1)),
            }
        }
        if !endings.is_empty() {
            let list: Vec<String> = endings.iter().map(|(e, n)| format!("{n} {e}")).collect();
            println!("  {}'s {label}: {}", specs[0].name(), list.join(", "));
        }
    }
    for (label, behind) in [("still behind", true), ("level or ahead", false)] {
        let games: Vec<&Played> = results
            .iter()
            .filter(|p| p.still_behind == Some(behind))
            .collect();
        if !games.is_empty() {
            let count = |points: f64| games.iter().filter(|p| p.first_points() == points).count();
            println!(
                "  {label} {SETTLING_TURNS} turns after the opening: {} games, +{} ={} -{}",
                games.len(),
                count(1.0),
                count(0.5),
                count(0.0)
            );
        }
    }
    let turns: Vec<usize> = results.iter().map(|p| p.turns).collect();
    if !turns.is_empty() {
        println!(
            "  turns per game: mean {:.0}, longest {}",
            mean(&turns),
            turns.iter().max().unwrap_or(&0)
        );
    }
    for (i, spec) in specs.iter().enumerate() {
        let answers: Vec<&Answer> = results.iter().flat_map(|p| &p.answers[i]).collect();
        println!("  {}", move_figures(&spec.name(), &answers));
    }
    if let Some((sprt, verdict)) = sprt {
        let (lower, upper) = sprt.bounds();
        println!(
            "  SPRT Elo {} vs {}: LLR {:.2} in [{:.2}, {:.2}]: {}",
            sprt.elo0,
            sprt.elo1,
            tally.llr(sprt.elo0, sprt.elo1),
            lower,
            upper,
            match verdict {
                Verdict::Continue => "no verdict yet",
                Verdict::AcceptH0 => "H0 accepted",
                Verdict::AcceptH1 => "H1 accepted",
            }
        );
    }
}

/// Time per move, depth and speed of one engine over a match.
fn move_figures(name: &str, answers: &[&Answer]) -> String {
    if answers.is_empty() {
        return format!("{name}: no moves");
    }
    let mut times: Vec<Duration> = answers.iter().map(|a| a.elapsed).collect();
    times.sort_unstable();
    let median = times[times.len() / 2];
    let p99 = times[(times.len() * 99 / 100).min(times.len() - 1)];
    let worst = times[times.len() - 1];
    let mut line = format!(
        "{name}: {} moves, time per move median {:.1} ms, 99th percentile {:.1} ms, worst {:.1} ms",
        answers.len(),
        ms(median),
        ms(p99),
        ms(worst)
    );
    let searched: Vec<&&Answer> = answers
        .iter()
        .filter(|a| a.nodes.is_some_and(|n| n > 0))
        .collect();
    if !searched.is_empty() {
        let nodes: u64 = searched.iter().filter_map(|a| a.nodes).sum();
        let seconds: f64 = searched.iter().map(|a| a.elapsed.as_secs_f64()).sum();
        let depths: Vec<usize> = searched
            .iter()
            .filter_map(|a| a.depth)
            .map(|d| d as usize)
            .collect();
        line.push_str(&format!(
            "; searched moves: depth mean {:.1} (max {}), {:.0} nodes/move, {:.2} M nodes/s",
            mean(&depths),
            depths.iter().max().unwrap_or(&0),
            nodes as f64 / searched.len() as f64,
            nodes as f64 / seconds.max(1e-9) / 1e6
        ));
    }
    line
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn mean(values: &[usize]) -> f64 {
    values.iter().sum::<usize>() as f64 / values.len().max(1) as f64
}
