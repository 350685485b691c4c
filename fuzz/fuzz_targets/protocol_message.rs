//! The online protocol's frame readers and the join-link reader: never
//! panic, and whatever they accept writes back to itself.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sholo_protocol::code::{normalise_code, parse_join_target};
use sholo_protocol::{
    encode, parse_client_message, parse_server_message, MAX_CLIENT_FRAME, MAX_SERVER_FRAME,
};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // Written back, defaults are spelt out: a frame near the limit may grow past it.
    if let Ok(message) = parse_client_message(text) {
        let frame = encode(&message);
        if frame.len() <= MAX_CLIENT_FRAME {
            assert_eq!(parse_client_message(&frame), Ok(message));
        }
    }
    if let Ok(message) = parse_server_message(text) {
        let frame = encode(&message);
        if frame.len() <= MAX_SERVER_FRAME {
            assert_eq!(parse_server_message(&frame), Ok(message));
        }
    }
    if let Ok(code) = parse_join_target(text) {
        assert_eq!(normalise_code(&code), Ok(code));
    }
});
