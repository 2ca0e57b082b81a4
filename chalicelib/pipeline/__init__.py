"""The S3 event bus stages: extract → prescreen → analyze → notify, plus dead letters and the sweeper."""
