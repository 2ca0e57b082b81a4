"""The Telegram conversation: states, texts, limits and the service that drives them through ports."""
