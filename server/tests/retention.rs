//! Tables idle past the retention time are removed from the store.

mod support;

use std::time::Duration;

use sholo_protocol::{ClientMessage, ColourChoice, ErrorCode, ServerMessage};
use support::{sqlite_url, Client, Server, GENEROUS};

#[tokio::test]
async fn idle_tables_are_removed_after_the_retention_time() {
    let database = sqlite_url("retention");
    let mut server = Server::start(&database, GENEROUS);
    let mut creator = Client::greeted(&server.url()).await;
    creator
        .send_with(|id| ClientMessage::Create {
            id,
            rules: Default::default(),
            colour: ColourChoice::Red,
        })
        .await;
    let code = match creator.recv().await {
        ServerMessage::Created { table, .. } => table.code,
        other => panic!("{other:?}"),
    };
    server.kill_hard();
    // Idle for over two seconds, then a server keeping tables one second.
    tokio::time::sleep(Duration::from_millis(2200)).await;
    let mut args = GENEROUS.to_vec();
    args.extend(["--retention", "1s"]);
    let server = Server::start(&database, &args);
    let mut waited = Duration::ZERO;
    while !server.log().contains("idle tables removed") {
        assert!(
            waited < Duration::from_secs(10),
            "no purge: {}",
            server.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
        waited += Duration::from_millis(100);
    }
    let mut friend = Client::greeted(&server.url()).await;
    let id = friend
        .send_with(|id| ClientMessage::Join { id, code })
        .await;
    friend.expect_error(Some(id), ErrorCode::UnknownTable).await;
}
