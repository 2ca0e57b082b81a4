"""The service layer of the S3 event bus: extract → prescreen → analyze → notify, dead letters, the sweeper.

``stages`` holds the four stages and the entry points the handlers call; ``session_store`` what a session
is in the buckets (metadata, outcome, the one delivery); ``deps`` the ports a stage gets; ``events`` the S3
notifications; ``failures`` the pipeline's own user-facing failure texts.
"""
