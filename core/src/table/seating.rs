//! The New game screen's questions (who is playing, your colour, the levels)
//! answered from and onto the settings, which hold only who sits at Red and
//! who at White. Both apps ask the same questions; the answers live here so
//! they mean the same on both.

use super::settings::Settings;
use crate::config::{GameConfig, Mode, PlayerKind};
use crate::level::Level;
use crate::side::Side;

/// Who sits at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// One person against the computer.
    Computer,
    /// Two people passing the phone.
    TwoPlayers,
    /// Two computers, watched.
    WatchBots,
}

/// The New game screen's answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seating {
    pub opponent: Opponent,
    /// The person's colour against the computer (Red for the other opponents).
    pub person_side: Side,
    /// The computer's level against a person; watching, Red's bot. Medium
    /// between two people, so a level is ready when a computer sits down.
    pub level: Level,
    /// Watching, White's bot; otherwise the same as `level`.
    pub white_level: Level,
}

impl Seating {
    /// The answers the seats of `settings` give.
    pub fn of(settings: &Settings) -> Seating {
        match settings.config(0).mode() {
            Mode::VsComputer { human, level } => Seating {
                opponent: Opponent::Computer,
                person_side: human,
                level,
                white_level: level,
            },
            // An online table's seats are never the settings' (read as two
            // people, should they be).
            Mode::TwoPlayers | Mode::Online { .. } => Seating {
                opponent: Opponent::TwoPlayers,
                person_side: Side::Red,
                level: Level::Medium,
                white_level: Level::Medium,
            },
            Mode::Watch => {
                let level_of = |player: PlayerKind| player.engine_level().unwrap_or(Level::Medium);
                Seating {
                    opponent: Opponent::WatchBots,
                    person_side: Side::Red,
                    level: level_of(settings.red),
                    white_level: level_of(settings.white),
                }
            }
        }
    }

    /// `settings` with its seats filled by these answers; everything else
    /// (rules, speed, preferences) is left as it was.
    pub fn onto(&self, settings: &Settings) -> Settings {
        let rules = settings.rules;
        let seats = match self.opponent {
            Opponent::Computer => GameConfig::vs_computer(self.person_side, self.level, rules, 0),
            Opponent::TwoPlayers => GameConfig::two_players(rules),
            Opponent::WatchBots => GameConfig {
                red: PlayerKind::Computer { level: self.level },
                white: PlayerKind::Computer {
                    level: self.white_level,
                },
                rules,
                seed: 0,
            },
        };
        settings.with_seats_of(&seats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{QuietRule, Rules, Taking};

    fn every_player() -> Vec<PlayerKind> {
        let mut players = vec![PlayerKind::Human];
        players.extend(Level::ALL.map(|level| PlayerKind::Computer { level }));
        players
    }

    fn seated(red: PlayerKind, white: PlayerKind) -> Settings {
        Settings {
            red,
            white,
            ..Settings::default()
        }
    }

    #[test]
    fn every_pair_of_seats_reads_back_the_same() {
        for red in every_player() {
            for white in every_player() {
                let settings = seated(red, white);
                let seating = Seating::of(&settings);
                assert_eq!(seating.onto(&settings), settings, "{red:?} v {white:?}");
            }
        }
    }

    #[test]
    fn the_default_is_a_person_as_red_against_medium() {
        let seating = Seating::of(&Settings::default());
        assert_eq!(seating.opponent, Opponent::Computer);
        assert_eq!(seating.person_side, Side::Red);
        assert_eq!(seating.level, Level::Medium);
    }

    #[test]
    fn choosing_white_puts_the_computer_at_red_with_its_level() {
        let settings = Settings::default();
        let seating = Seating {
            person_side: Side::White,
            level: Level::Expert,
            ..Seating::of(&settings)
        };
        let chosen = seating.onto(&settings);
        assert_eq!(
            chosen.red,
            PlayerKind::Computer {
                level: Level::Expert
            }
        );
        assert_eq!(chosen.white, PlayerKind::Human);
        assert_eq!(Seating::of(&chosen).person_side, Side::White);
    }

    #[test]
    fn watching_keeps_a_level_for_each_bot_and_a_person_returns_as_red() {
        let settings = seated(
            PlayerKind::Computer { level: Level::Hard },
            PlayerKind::Human,
        );
        let watching = Seating {
            opponent: Opponent::WatchBots,
            white_level: Level::Easy,
            ..Seating::of(&settings)
        }
        .onto(&settings);
        assert_eq!(watching.red, PlayerKind::Computer { level: Level::Hard });
        assert_eq!(watching.white, PlayerKind::Computer { level: Level::Easy });
        let seating = Seating::of(&watching);
        assert_eq!(
            (seating.level, seating.white_level),
            (Level::Hard, Level::Easy)
        );
        let back = Seating {
            opponent: Opponent::Computer,
            ..seating
        }
        .onto(&watching);
        assert_eq!(back.red, PlayerKind::Human);
        assert_eq!(back.white, PlayerKind::Computer { level: Level::Hard });
    }

    #[test]
    fn two_people_sit_at_both_sides_and_the_rest_is_untouched() {
        let settings = Settings {
            rules: Rules {
                taking: Taking::Forced,
                quiet: QuietRule::MorePieces40,
            },
            sound: false,
            ..Settings::default()
        };
        let seating = Seating {
            opponent: Opponent::TwoPlayers,
            ..Seating::of(&settings)
        };
        let people = seating.onto(&settings);
        assert_eq!(
            (people.red, people.white),
            (PlayerKind::Human, PlayerKind::Human)
        );
        assert_eq!(people.rules, settings.rules);
        assert!(!people.sound);
        let read = Seating::of(&people);
        assert_eq!((read.person_side, read.level), (Side::Red, Level::Medium));
    }
}
