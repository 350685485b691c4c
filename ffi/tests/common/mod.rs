//! What the FFI test files share: a listener that reports each change on a
//! channel, a point's index by its name, and the refusals since the last look.

use sholo_ffi::{board_layout, GameTable, Refusal, TableEvent, TableListener};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};

struct Listener(Mutex<Sender<()>>);

impl TableListener for Listener {
    fn changed(&self) {
        let _ = self.0.lock().unwrap().send(());
    }
}

/// A listener for a table, and the channel that hears each of its changes.
pub fn new_listener() -> (Arc<dyn TableListener>, Receiver<()>) {
    let (send, receive) = channel();
    (Arc::new(Listener(Mutex::new(send))), receive)
}

/// The index of the point named `name` (e.g. `c4`).
pub fn index(name: &str) -> i32 {
    board_layout()
        .points
        .iter()
        .find(|p| p.name == name)
        .unwrap()
        .index
}

/// The refusals among the table's events since they were last taken.
pub fn refusals(table: &GameTable) -> Vec<Refusal> {
    table
        .take_events()
        .into_iter()
        .filter_map(|e| match e {
            TableEvent::Refused { reason, .. } => Some(reason),
            _ => None,
        })
        .collect()
}
