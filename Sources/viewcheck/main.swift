import ViewLoader

print("viewcheck: not yet implemented")
