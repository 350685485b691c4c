//! `sholo-server`: Sholo Guti's online game server (docs/SERVER.md), and
//! `sholo-server bench`, its load benchmark.

mod bench;
mod config;
mod connection;
mod http;
mod hub;
mod limits;
mod metrics;
mod secrets;
mod store;
mod table;

use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;

use crate::config::{Cli, Command};
use crate::hub::Hub;
use crate::store::Store;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("sholo-server: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = match cli.command {
        Some(Command::Bench(args)) => runtime.block_on(bench::run(args)),
        None => runtime.block_on(serve(cli.serve)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("sholo-server: {message}");
            ExitCode::FAILURE
        }
    }
}

async fn serve(args: config::ServeArgs) -> Result<(), String> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("SHOLO_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr)
        .init();
    let listener = tokio::net::TcpListener::bind(&args.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", args.listen))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    let (store, notes) = Store::open(&args.database)
        .await
        .map_err(|e| format!("cannot open {}: {e}", args.redacted_database()))?;
    let hub = Arc::new(Hub::new(
        store,
        args.hub_config(address),
        limits::AddressLimits::new(args.limits()),
    ));
    if let Some(mut notes) = notes {
        let hub = hub.clone();
        tokio::spawn(async move {
            while let Some(note) = notes.recv().await {
                hub.notified(note).await;
            }
        });
    }
    {
        let hub = hub.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(std::time::Duration::from_secs(30));
            loop {
                every.tick().await;
                hub.sweep().await;
            }
        });
    }
    tracing::info!(
        %address,
        database = %args.redacted_database(),
        away_limit_secs = args.away_limit.as_secs(),
        "serving"
    );
    // Tests and scripts read the address from this line (port 0 picks one).
    println!("listening on {address}");
    http::serve(listener, hub, args.timing()).await
}
