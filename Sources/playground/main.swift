StandardStreams.reopenClosed()
PlaygroundCommand.runAsMain()
