PlaygroundCommand.main()
