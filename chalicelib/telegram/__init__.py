"""The Telegram webhook route's logic."""
