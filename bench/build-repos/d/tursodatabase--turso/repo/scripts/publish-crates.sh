#!/bin/sh

cargo publish -p turso_macros
cargo publish -p turso_ext
cargo publish -p turso_parser
cargo publish -p turso_pg_parser
cargo publish -p turso_core
cargo publish -p turso_sdk_kit_macros
cargo publish -p turso_sdk_kit
cargo publish -p turso_sync_engine
cargo publish -p turso_sync_sdk_kit
cargo publish -p turso
