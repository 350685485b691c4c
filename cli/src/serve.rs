//! `sholo serve`: the engine protocol on stdin and stdout, so other programs
//! (a GUI, a tournament manager, `sholo arena`) can play against the bot.
//! The protocol is described in docs/ENGINE-PROTOCOL.md.

use std::io::{BufRead, Write};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sholo_core::Style;
use sholo_core::{
    format_turn, parse_position, Baseline, Bot, Game, Level, QuietRule, Rules, SearchLimits,
};

use crate::rule_args::RuleArgs;
use crate::tables_home::{TablesHome, TablesWatch};

/// Options of `sholo serve`.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The level to play (learning, easy, casual, steady, medium, keen, skilled, hard, strong, expert).
    #[arg(long, default_value = "expert", value_parser = parse_level)]
    pub level: Level,
    /// Think this many milliseconds per turn instead of the level's limits.
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Search this many turns deep instead of the level's limits.
    #[arg(long)]
    pub depth: Option<u32>,
    /// Stop after this many nodes instead of the level's limits.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Play the baseline engine (three plies, material only) instead of the bot.
    #[arg(long)]
    pub baseline: bool,
    /// Seeds the engine's randomness.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub rules: RuleArgs,
}

fn parse_level(text: &str) -> Result<Level, String> {
    Level::from_name(text)
        .ok_or_else(|| format!("unknown level '{text}' (learning, easy, casual, steady, medium, keen, skilled, hard, strong, expert)"))
}

/// The engine behind the protocol.
enum Player {
    Bot(Bot),
    Baseline(Baseline),
}

pub fn run(args: ServeArgs) -> Result<(), String> {
    crate::tables_home::install_for_this_command()?;
    let rules = args.rules.rules();
    let mut player = if args.baseline {
        Player::Baseline(Baseline::new(args.seed))
    } else {
        let mut style = Style::of(args.level);
        if args.movetime.is_some() || args.depth.is_some() || args.nodes.is_some() {
            style = style.with_limits(SearchLimits {
                depth: args.depth,
                nodes: args.nodes,
                movetime: args.movetime.map(Duration::from_millis),
                target: None,
            });
        }
        Player::Bot(Bot::with_style(style, args.seed))
    };
    // The six-piece tables, where the rules are the tables' own.
    let mut tables = (rules.quiet == QuietRule::Draw80 && !args.baseline)
        .then(|| TablesWatch::start(&TablesHome::from_env(), rules.taking));
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        if let Some(watch) = &mut tables {
            watch.refresh();
        }
        let line = line.map_err(|e| format!("reading stdin: {e}"))?;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if line == "quit" {
            break;
        }
        let answer = match answer(line, rules, &mut player) {
            Ok(answer) => answer,
            Err(why) => format!("error {why}"),
        };
        writeln!(stdout, "{answer}")
            .and_then(|()| stdout.flush())
            .map_err(|e| format!("writing stdout: {e}"))?;
    }
    Ok(())
}

/// The answer to one request line: a turn, `none` if the game is over, or an error.
fn answer(line: &str, rules: Rules, player: &mut Player) -> Result<String, String> {
    let game = read_game(line, rules)?;
    if game.is_over() {
        return Ok("none".to_string());
    }
    let turn = match player {
        Player::Bot(bot) => bot.choose(&game, &AtomicBool::new(false)).map(|c| c.turn),
        Player::Baseline(baseline) => baseline.choose(&game),
    };
    turn.map(|t| format_turn(&t))
        .ok_or_else(|| "no turn found".to_string())
}

/// A request line: a position text, then optionally ` moves ` and the turns
/// played since, which are replayed so repetitions and the quiet count are known.
pub fn read_game(line: &str, rules: Rules) -> Result<Game, String> {
    let (position, moves) = match line.split_once(" moves") {
        Some((position, moves)) => (position, moves),
        None => (line, ""),
    };
    let start = parse_position(position.trim()).map_err(|e| format!("bad position: {e}"))?;
    let mut game = Game::from_position(rules, start);
    for (i, turn) in moves.split_whitespace().enumerate() {
        game.play_notation(turn)
            .map_err(|e| format!("move {} ({turn}): {e}", i + 1))?;
    }
    Ok(game)
}
