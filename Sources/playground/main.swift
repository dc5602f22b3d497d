import Playground

PlaygroundCommand.main()
