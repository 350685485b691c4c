//! `sholo tb verify`: the tables against independent checks, and played out
//! by the bot. Prints what it checked and any disagreement; fails on one.

use crate::tb::{load, VerifyArgs};
use sholo_core::tablebase::{check, Class, Inflated, Probe, Sides, Tablebase, Value};
use sholo_core::{
    format_position, Bot, Dice, Game, Level, Point, PointSet, Position, QuietRule, Rules, Side,
    Taking, POINT_COUNT,
};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

pub fn run(args: VerifyArgs) -> Result<(), String> {
    let tables = load(&args.tables)?;
    let taking = tables.taking();
    println!(
        "tables: {taking:?} takes, up to {} pieces",
        tables.max_pieces()
    );
    let mut failures = 0;
    let inflated = tables.inflate_all().map_err(|e| e.to_string())?;
    if !args.skip_full {
        failures += successors_everywhere(tables, &inflated, taking);
        failures += value_iteration(tables, taking);
    }
    let mut dice = Dice::new(args.seed);
    failures += plain_search(tables, &inflated, taking, &mut dice, args.searched);
    failures += conversions(tables, taking, &mut dice, args.won)?;
    failures += draws_held(tables, taking, &mut dice, args.drawn)?;
    if args.beyond > 0 {
        beyond_the_bots_tables(tables, taking, &mut dice, args.beyond)?;
    }
    if failures > 0 {
        return Err(format!("{failures} checks failed"));
    }
    println!("all checks passed");
    Ok(())
}

/// Every stored position's value against the best of its successors'.
fn successors_everywhere(tables: &Tablebase, inflated: &Inflated, taking: Taking) -> usize {
    let started = Instant::now();
    let (mut checked, mut wrong) = (0u64, 0usize);
    for class in tables.classes() {
        class.for_each_stored(|sides| {
            checked += 1;
            let stored = inflated.value(sides);
            let expected = check::expected(inflated, taking, sides);
            if stored.is_none() || stored != expected {
                wrong += 1;
                if wrong <= 5 {
                    println!(
                        "  {:?}: stored {stored:?}, successors say {expected:?}",
                        sides.to_position()
                    );
                }
            }
        });
    }
    println!(
        "successors: {checked} positions (every stored one), {wrong} inconsistent, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    wrong
}

/// Every position of two and three pieces (either side to move) against
/// plain value iteration over the 80-turn game.
fn value_iteration(tables: &Tablebase, taking: Taking) -> usize {
    let started = Instant::now();
    let plain = check::solve_plainly(taking, 3);
    let mut wrong = 0;
    for (&(red, white, side), &value) in &plain {
        let pos = Position::from_parts(red, white, side, 0, 1);
        let stored = tables.probe_raw(&pos, taking).ok();
        if stored != Some(value) {
            wrong += 1;
            if wrong <= 5 {
                println!("  {pos:?}: stored {stored:?}, value iteration {value:?}");
            }
        }
    }
    println!(
        "value iteration: {} positions of 2 and 3 pieces, {wrong} differ, {:.1} s",
        plain.len(),
        started.elapsed().as_secs_f64()
    );
    wrong
}

/// A random position of a class, either side to move.
pub(crate) fn random_position(dice: &mut Dice, class: Class) -> (Sides, Position) {
    let mut taken = PointSet::EMPTY;
    let mut pick = |n: u8, dice: &mut Dice| {
        let mut set = PointSet::EMPTY;
        while set.len() < u32::from(n) {
            let point = Point::new(dice.below(POINT_COUNT)).expect("below the point count");
            if !taken.contains(point) {
                taken |= point;
                set |= point;
            }
        }
        set
    };
    let sides = Sides {
        mover: pick(class.mover, dice),
        other: pick(class.other, dice),
    };
    let pos = if dice.chance(0.5) {
        sides.to_position()
    } else {
        let turned = sides.swapped();
        Position::from_parts(turned.mover, turned.other, Side::White, 0, 1)
    };
    (sides, pos)
}

fn classes_with(tables: &Tablebase, pieces: &[usize]) -> Vec<Class> {
    classes_where(tables, |c| pieces.contains(&c.pieces()))
}

fn classes_where(tables: &Tablebase, keep: impl Fn(Class) -> bool) -> Vec<Class> {
    tables.classes().into_iter().filter(|&c| keep(c)).collect()
}

/// The most pieces of the tables the bot plays with: the built-in ones or
/// those of the tables directory (`tables_home.rs`).
fn bots_pieces(taking: Taking) -> usize {
    Tablebase::active(taking).max_pieces()
}

/// The tables are for the 80-turn draw.
fn eighty_turn_rules(taking: Taking) -> Rules {
    Rules {
        taking,
        quiet: QuietRule::Draw80,
    }
}

/// Random positions of four and more pieces against an exhaustive search of
/// five turns (takes valued by the tables of smaller classes).
fn plain_search(
    tables: &Tablebase,
    inflated: &Inflated,
    taking: Taking,
    dice: &mut Dice,
    count: usize,
) -> usize {
    let started = Instant::now();
    let depth = 5;
    let classes = classes_with(tables, &[4, 5, 6]);
    let (mut wrong, mut proved) = (0, 0);
    for i in 0..count {
        let class = classes[i % classes.len()];
        let (sides, pos) = random_position(dice, class);
        let stored = inflated.value(sides);
        let within = matches!(stored, Some(Value::Win(n) | Value::Loss(n)) if n <= depth);
        let searched = check::search(inflated, taking, &pos, depth);
        proved += usize::from(within);
        if searched != if within { stored } else { None } {
            wrong += 1;
            if wrong <= 5 {
                println!("  {pos:?}: stored {stored:?}, search of {depth} says {searched:?}");
            }
        }
    }
    println!(
        "plain search: {count} random positions of 4+ pieces, {proved} decided within {depth} turns, {wrong} differ, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    wrong
}

/// Picks a position the tables call `want` at quiet count 0: half of them
/// uniformly, half among those more than four turns from the next take.
fn sample(
    tables: &Tablebase,
    dice: &mut Dice,
    class: Class,
    want: fn(Value) -> bool,
    far: bool,
) -> Option<Position> {
    for _ in 0..20_000 {
        let (sides, pos) = random_position(dice, class);
        let value = tables.value(sides)?;
        let distance = match value {
            Value::Win(n) | Value::Loss(n) => n,
            Value::Draw => 0,
        };
        if want(value) && (!far || distance > 4 || value == Value::Draw) {
            return Some(pos);
        }
    }
    None
}

/// Plays a game out between two bots, at most `turns` turns.
fn play_out(game: &mut Game, red: Level, white: Level, seed: u64) -> Result<(), String> {
    let cancel = AtomicBool::new(false);
    let mut bots = [Bot::new(red, seed), Bot::new(white, seed + 1)];
    while !game.is_over() && game.turns().len() < 1000 {
        let side = game.position().side_to_move();
        let choice = bots[side.index()]
            .choose(game, &cancel)
            .ok_or("the bot found no turn")?;
        game.play(&choice.turn).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Turns played until the first take or the end of the game.
fn first_phase(game: &Game) -> usize {
    game.turns()
        .iter()
        .position(|t| t.is_capture())
        .map_or(game.turns().len(), |i| i + 1)
}

/// Expert against Expert from won positions: the side to move must win, and
/// take (or end the game) in exactly the distance the tables give.
fn conversions(
    tables: &Tablebase,
    taking: Taking,
    dice: &mut Dice,
    count: usize,
) -> Result<usize, String> {
    let started = Instant::now();
    let rules = eighty_turn_rules(taking);
    let classes = classes_where(tables, |c| c.pieces() <= bots_pieces(taking));
    let (mut won, mut wrong, mut turns, mut played) = (0, 0, 0, 0);
    let mut per_class = vec![0usize; classes.len()];
    for i in 0..count {
        let slot = i % classes.len();
        let far = (i / classes.len()) % 2 == 1;
        let is_win = |v| matches!(v, Value::Win(_));
        // Some classes have no far wins (one piece against several wins only by a take).
        let Some(pos) = sample(tables, dice, classes[slot], is_win, far)
            .or_else(|| sample(tables, dice, classes[slot], is_win, false))
        else {
            continue;
        };
        let Ok(Value::Win(distance)) = tables.probe(&pos, taking) else {
            unreachable!("sampled as a win")
        };
        played += 1;
        let winner = pos.side_to_move();
        let mut game = Game::from_position(rules, pos);
        play_out(&mut game, Level::Expert, Level::Expert, i as u64)?;
        turns += game.turns().len();
        let result = game.outcome().and_then(|o| o.winner);
        let phase = first_phase(&game);
        if result == Some(winner) && phase == distance as usize {
            won += 1;
            per_class[slot] += 1;
        } else {
            wrong += 1;
            if wrong <= 5 {
                println!(
                    "  {pos:?}: win {distance}, but {:?} after {} turns, first take at {phase}",
                    game.outcome(),
                    game.turns().len()
                );
            }
        }
    }
    let spread: Vec<String> = classes
        .iter()
        .zip(&per_class)
        .map(|(c, n)| format!("{c} {n}"))
        .collect();
    println!(
        "conversion: Expert v Expert from {played} table wins (quiet 0): {won} won in the tables' distance, {wrong} not; {turns} turns, {:.1} s\n  per class: {}",
        started.elapsed().as_secs_f64(),
        spread.join(", ")
    );
    Ok(wrong)
}

/// From drawn positions, Expert against Medium (who tries to win without
/// the tables, either colour): Expert must never lose.
fn draws_held(
    tables: &Tablebase,
    taking: Taking,
    dice: &mut Dice,
    count: usize,
) -> Result<usize, String> {
    let started = Instant::now();
    let rules = eighty_turn_rules(taking);
    let classes = classes_where(tables, |c| {
        c.pieces() > 2 && c.pieces() <= bots_pieces(taking)
    });
    let (mut held, mut lost, mut won, mut played) = (0, 0, 0, 0);
    for i in 0..count {
        let Some(pos) = sample(
            tables,
            dice,
            classes[i % classes.len()],
            |v| v == Value::Draw,
            false,
        ) else {
            continue;
        };
        played += 1;
        let expert = if i % 2 == 0 {
            pos.side_to_move()
        } else {
            pos.side_to_move().other()
        };
        let (red, white) = match expert {
            Side::Red => (Level::Expert, Level::Medium),
            Side::White => (Level::Medium, Level::Expert),
        };
        let mut game = Game::from_position(rules, pos);
        play_out(&mut game, red, white, i as u64)?;
        match game.outcome().and_then(|o| o.winner) {
            Some(side) if side == expert => won += 1,
            Some(_) => {
                lost += 1;
                if lost <= 5 {
                    println!("  {pos:?}: a table draw, Expert lost: {:?}", game.outcome());
                }
            }
            None => held += 1,
        }
    }
    println!(
        "draws: Expert v Medium from {played} table draws: {held} drawn, {won} won (Medium erred), {lost} lost, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(lost)
}

/// Expert against Expert from table wins the bot's own tables do not hold:
/// how many of them the search converts under the 80-turn rule, per class.
fn beyond_the_bots_tables(
    tables: &Tablebase,
    taking: Taking,
    dice: &mut Dice,
    count: usize,
) -> Result<(), String> {
    let started = Instant::now();
    let rules = eighty_turn_rules(taking);
    let classes = classes_where(tables, |c| {
        c.pieces() > bots_pieces(taking) && c.mover > c.other
    });
    if classes.is_empty() {
        println!("beyond: these tables hold no class past the bot's own");
        return Ok(());
    }
    // Per class: played, won, drawn, lost, turns of the won games.
    let mut tally = vec![[0usize; 5]; classes.len()];
    for i in 0..count {
        let slot = i % classes.len();
        let is_win = |v| matches!(v, Value::Win(_));
        let Some(pos) = sample(tables, dice, classes[slot], is_win, true) else {
            continue;
        };
        let winner = pos.side_to_move();
        let mut game = Game::from_position(rules, pos);
        play_out(&mut game, Level::Expert, Level::Expert, i as u64)?;
        let row = &mut tally[slot];
        row[0] += 1;
        match game.outcome().and_then(|o| o.winner) {
            Some(side) if side == winner => {
                row[1] += 1;
                row[4] += game.turns().len();
            }
            Some(_) => row[3] += 1,
            None => {
                row[2] += 1;
                if row[2] <= 2 {
                    println!("  drawn: {}", format_position(game.start()));
                }
            }
        }
    }
    println!(
        "beyond: Expert v Expert from table wins past the bot's {} pieces, {:.1} s",
        bots_pieces(taking),
        started.elapsed().as_secs_f64()
    );
    for (class, [played, won, drawn, lost, turns]) in classes.iter().zip(&tally) {
        println!(
            "  {class}: {played} played, {won} won (mean {:.0} turns), {drawn} drawn, {lost} lost",
            *turns as f64 / (*won).max(1) as f64
        );
    }
    Ok(())
}
