//! The HTTP side: `/ws` (the game), `/healthz`, `/metrics`, and `/j/CODE`,
//! the page a join link opens in a browser.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Path, State, WebSocketUpgrade};
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use sholo_protocol::code::{display_code, normalise_code, APP_LINK_PREFIX};

use crate::connection::{self, Timing};
use crate::hub::Hub;

/// Frames the WebSocket layer accepts at all; between the protocol's limit
/// and this, the client is told `too_large` before the socket closes.
const WEBSOCKET_FRAME_LIMIT: usize = 64 * 1024;

#[derive(Clone)]
struct App {
    hub: Arc<Hub>,
    timing: Timing,
}

pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    timing: Timing,
) -> Result<(), String> {
    let app = Router::new()
        .route("/ws", get(websocket))
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/metrics", get(metrics))
        .route("/j/{code}", get(join_page))
        .with_state(App { hub, timing });
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
    .map_err(|e| e.to_string())
}

async fn websocket(
    upgrade: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(app): State<App>,
) -> Response {
    upgrade
        .max_message_size(WEBSOCKET_FRAME_LIMIT)
        .max_frame_size(WEBSOCKET_FRAME_LIMIT)
        .on_upgrade(move |socket| connection::serve(socket, peer.ip(), app.hub, app.timing))
}

async fn metrics(State(app): State<App>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.hub.metrics.render(),
    )
}

async fn join_page(Path(code): Path<String>) -> Response {
    match normalise_code(&code) {
        Ok(code) => Html(format!(
            "<!doctype html><meta charset=utf-8><title>Sholo Guti table {shown}</title>\
             <p>You are invited to a game of Sholo Guti, table <b>{shown}</b>.\
             <p><a href=\"{APP_LINK_PREFIX}{code}\">Open it in the app</a>, or type the code in \
             the app's Play a friend screen, or run <code>sholo online join {code}</code>.",
            shown = display_code(&code)
        ))
        .into_response(),
        Err(_) => (axum::http::StatusCode::NOT_FOUND, "not a table code\n").into_response(),
    }
}
