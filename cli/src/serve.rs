//! `sholo serve`: the engine protocol. (Being written with the bot.)

/// Options of `sholo serve`.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {}

pub fn run(_args: ServeArgs) -> Result<(), String> {
    Err("serve arrives with the bot".to_string())
}
