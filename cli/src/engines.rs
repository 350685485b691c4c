//! The engines `sholo arena` can play: the bot at a level, the baseline, the
//! plain material-only alpha-beta (`plain`), the careful defender
//! (`careful`), or any program that speaks the
//! engine protocol (docs/ENGINE-PROTOCOL.md).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use sholo_core::{format_position, format_turn, Baseline, Bot, Dice, Game, Level, Style, Turn};

use crate::careful;
use crate::plain::{self, PlainLimits};

/// Nodes per turn of `plain` when none are given: about a third of a second here.
const PLAIN_NODES: u64 = 2_000_000;

/// What an engine answered, and what it cost.
#[derive(Clone, Copy, Debug)]
pub struct Answer {
    pub turn: Turn,
    pub elapsed: Duration,
    /// Search figures, when the engine reports them (built-in levels only).
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

/// One player in a match.
pub trait Engine {
    /// The turn to play in `game` (not over).
    fn choose(&mut self, game: &Game) -> Result<Answer, String>;
}

/// Which engine, as named on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    /// A level, optionally with another node limit (`expert:100000`) for
    /// quick screening matches.
    Level(Level, Option<u64>),
    Baseline,
    /// A uniformly random legal turn every turn, seeded: the floor every
    /// level must stay above.
    Random,
    /// The plain material-only iterative-deepening alpha-beta, node-limited,
    /// optionally also time-limited.
    Plain(PlainLimits),
    /// The careful defender reading this many whole turns: never allows a
    /// take it sees, keeps its pieces covered, avoids contact.
    Careful(u32),
    /// A shell command that speaks `sholo serve`'s protocol.
    External(String),
}

impl EngineSpec {
    /// a level's name (`easy`, `skilled`, `expert`..., each optionally `:NODES`),
    /// `baseline`, `random`, `plain[:NODES[:MS]]`, `careful[:DEPTH]`,
    /// or a command line.
    pub fn parse(text: &str) -> EngineSpec {
        if let Some(level) = Level::from_name(text) {
            EngineSpec::Level(level, None)
        } else if let Some((level, nodes)) = text
            .split_once(':')
            .and_then(|(l, n)| Some((Level::from_name(l)?, n.parse::<u64>().ok()?)))
        {
            EngineSpec::Level(level, Some(nodes))
        } else if text.eq_ignore_ascii_case("baseline") {
            EngineSpec::Baseline
        } else if text.eq_ignore_ascii_case("random") {
            EngineSpec::Random
        } else if let Some(limits) = parse_plain(text) {
            EngineSpec::Plain(limits)
        } else if let Some(depth) = parse_careful(text) {
            EngineSpec::Careful(depth)
        } else {
            EngineSpec::External(text.to_string())
        }
    }

    pub fn name(&self) -> String {
        match self {
            EngineSpec::Level(level, None) => level.name().to_string(),
            EngineSpec::Level(level, Some(nodes)) => format!("{}:{nodes}", level.name()),
            EngineSpec::Baseline => "baseline".to_string(),
            EngineSpec::Random => "random".to_string(),
            EngineSpec::Plain(limits) => match limits.movetime {
                Some(time) => format!("plain:{}:{}", limits.nodes, time.as_millis()),
                None => format!("plain:{}", limits.nodes),
            },
            EngineSpec::Careful(careful::CAREFUL_DEPTH) => "careful".to_string(),
            EngineSpec::Careful(depth) => format!("careful:{depth}"),
            EngineSpec::External(command) => command.clone(),
        }
    }

    /// A fresh engine for one game, seeded.
    pub fn start(&self, seed: u64) -> Result<Box<dyn Engine>, String> {
        Ok(match self {
            EngineSpec::Level(level, nodes) => {
                let mut style = Style::of(*level);
                if let Some(nodes) = nodes {
                    style.limits = style.limits.with_nodes(*nodes);
                }
                Box::new(LevelEngine(Bot::with_style(style, seed)))
            }
            EngineSpec::Baseline => Box::new(BaselineEngine(Baseline::new(seed))),
            EngineSpec::Random => Box::new(RandomEngine(Dice::new(seed))),
            EngineSpec::Plain(limits) => Box::new(PlainEngine(*limits)),
            EngineSpec::Careful(depth) => Box::new(CarefulEngine(*depth)),
            EngineSpec::External(command) => Box::new(External::spawn(command)?),
        })
    }
}

/// The bot at a level.
struct LevelEngine(Bot);

impl Engine for LevelEngine {
    fn choose(&mut self, game: &Game) -> Result<Answer, String> {
        let started = Instant::now();
        let choice = self
            .0
            .choose(game, &AtomicBool::new(false))
            .ok_or("the bot found no turn")?;
        Ok(Answer {
            turn: choice.turn,
            elapsed: started.elapsed(),
            nodes: Some(choice.nodes),
            depth: Some(choice.depth),
        })
    }
}

/// The baseline: three plies, material only.
struct BaselineEngine(Baseline);

impl Engine for BaselineEngine {
    fn choose(&mut self, game: &Game) -> Result<Answer, String> {
        let started = Instant::now();
        let turn = self.0.choose(game).ok_or("the baseline found no turn")?;
        Ok(Answer {
            turn,
            elapsed: started.elapsed(),
            nodes: None,
            depth: None,
        })
    }
}

/// Random play.
struct RandomEngine(Dice);

impl Engine for RandomEngine {
    fn choose(&mut self, game: &Game) -> Result<Answer, String> {
        let started = Instant::now();
        let turns = game.distinct_turns();
        if turns.is_empty() {
            return Err("no legal turn".to_string());
        }
        let turn = turns[self.0.below(turns.len())];
        Ok(Answer {
            turn,
            elapsed: started.elapsed(),
            nodes: None,
            depth: None,
        })
    }
}

/// `plain`, `plain:NODES` or `plain:NODES:MS`.
fn parse_plain(text: &str) -> Option<PlainLimits> {
    let mut parts = text.split(':');
    if !parts.next()?.eq_ignore_ascii_case("plain") {
        return None;
    }
    let nodes = match parts.next() {
        Some(n) => n.parse().ok()?,
        None => PLAIN_NODES,
    };
    let movetime = match parts.next() {
        Some(ms) => Some(Duration::from_millis(ms.parse().ok()?)),
        None => None,
    };
    parts
        .next()
        .is_none()
        .then_some(PlainLimits { nodes, movetime })
}

/// The plain material-only alpha-beta.
struct PlainEngine(PlainLimits);

impl Engine for PlainEngine {
    fn choose(&mut self, game: &Game) -> Result<Answer, String> {
        let started = Instant::now();
        let choice = plain::choose(game, self.0).ok_or("the plain engine found no turn")?;
        Ok(Answer {
            turn: choice.turn,
            elapsed: started.elapsed(),
            nodes: Some(choice.nodes),
            depth: Some(choice.depth),
        })
    }
}

/// `careful` or `careful:DEPTH` (1 to 8 whole turns).
fn parse_careful(text: &str) -> Option<u32> {
    let (name, depth) = match text.split_once(':') {
        Some((name, depth)) => (name, depth.parse().ok()?),
        None => (text, careful::CAREFUL_DEPTH),
    };
    (name.eq_ignore_ascii_case("careful") && (1..=8).contains(&depth)).then_some(depth)
}

/// The careful defender.
struct CarefulEngine(u32);

impl Engine for CarefulEngine {
    fn choose(&mut self, game: &Game) -> Result<Answer, String> {
        let started = Instant::now();
        let turn = careful::choose(game, self.0).ok_or("the careful defender found no turn")?;
        Ok(Answer {
            turn,
            elapsed: started.elapsed(),
            nodes: None,
            depth: Some(self.0),
        })
    }
}

/// A program speaking the engine protocol on its stdin and stdout.
struct External {
    command: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl External {
    fn spawn(command: &str) -> Result<External, String> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start '{command}': {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        Ok(External {
            command: command.to_string(),
            child,
            input,
            output,
        })
    }
}

impl Engine for External {
    fn choose(&mut self, game: &Game) -> Result<Answer, String> {
        let started = Instant::now();
        writeln!(self.input, "{}", protocol_line(game))
            .map_err(|e| format!("{}: {e}", self.command))?;
        self.input
            .flush()
            .map_err(|e| format!("{}: {e}", self.command))?;
        let mut line = String::new();
        self.output
            .read_line(&mut line)
            .map_err(|e| format!("{}: {e}", self.command))?;
        let text = line.trim();
        if text.is_empty() {
            return Err(format!("{}: no answer", self.command));
        }
        let mut replay = game.clone();
        let turn = replay
            .play_notation(text)
            .map_err(|e| format!("{}: answered '{text}': {e}", self.command))?;
        Ok(Answer {
            turn,
            elapsed: started.elapsed(),
            nodes: None,
            depth: None,
        })
    }
}

impl Drop for External {
    fn drop(&mut self) {
        // Closing stdin ends a well-behaved engine; reap it either way.
        let _ = writeln!(self.input, "quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A game as one protocol line: the start position and every turn since.
pub fn protocol_line(game: &Game) -> String {
    let mut line = format_position(game.start());
    if !game.turns().is_empty() {
        line.push_str(" moves");
        for turn in game.turns() {
            line.push(' ');
            line.push_str(&format_turn(turn));
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn careful_is_named_with_an_optional_depth() {
        assert_eq!(EngineSpec::parse("careful"), EngineSpec::Careful(4));
        assert_eq!(EngineSpec::parse("careful:2"), EngineSpec::Careful(2));
        assert_eq!(EngineSpec::parse("careful").name(), "careful");
        assert_eq!(EngineSpec::parse("careful:6").name(), "careful:6");
        assert_eq!(
            EngineSpec::parse("careful:0"),
            EngineSpec::External("careful:0".to_string())
        );
    }
}
