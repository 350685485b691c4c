//! `sholo arena`: engine matches. (Being written with the bot.)

/// Options of `sholo arena`.
#[derive(clap::Args, Debug)]
pub struct ArenaArgs {}

pub fn run(_args: ArenaArgs) -> Result<(), String> {
    Err("arena arrives with the bot".to_string())
}
