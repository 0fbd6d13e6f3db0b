print("curves")
