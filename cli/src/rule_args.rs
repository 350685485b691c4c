//! The rule options of every command that plays games: `--forced` and
//! `--quiet-limit 80|60|40`.

use sholo_core::{QuietRule, Rules, Taking};

/// Options shared by `play`, `serve` and `arena`.
#[derive(clap::Args, Debug, Clone, Copy, Default)]
pub struct RuleArgs {
    /// Takes are forced (default: optional).
    #[arg(long)]
    pub forced: bool,
    /// The quiet limit: 80 (a draw), 60 or 40 (more pieces wins).
    #[arg(long, default_value = "80", value_parser = parse_quiet_rule)]
    pub quiet_limit: QuietRule,
}

impl RuleArgs {
    pub fn rules(&self) -> Rules {
        let taking = if self.forced {
            Taking::Forced
        } else {
            Taking::Optional
        };
        Rules {
            taking,
            quiet: self.quiet_limit,
        }
    }
}

/// `80` (draw), `60` or `40` (more pieces wins).
fn parse_quiet_rule(text: &str) -> Result<QuietRule, String> {
    match text {
        "80" => Ok(QuietRule::Draw80),
        "60" => Ok(QuietRule::MorePieces60),
        "40" => Ok(QuietRule::MorePieces40),
        _ => Err(format!("'{text}': the quiet limit is 80, 60 or 40")),
    }
}
